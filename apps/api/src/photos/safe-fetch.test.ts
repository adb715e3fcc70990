import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fetchImage, isPublicAddress, readFetchAllow } from "./safe-fetch.js";

const PHOTO = Buffer.from("not really a jpeg, the fetcher does not judge bytes");

/** A local source of every bad answer the issue lists, on 127.0.0.1. */
function badSource(): Promise<Server> {
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === "/photo.jpg") return response.end(PHOTO);
    if (path === "/to-loopback") return response.writeHead(302, { location: `http://127.0.0.1:1/admin` }).end();
    if (path === "/to-localhost") return response.writeHead(302, { location: `http://localhost:${(server.address() as AddressInfo).port}/photo.jpg` }).end();
    if (path === "/to-metadata") return response.writeHead(301, { location: "http://169.254.169.254/latest/meta-data/" }).end();
    if (path === "/to-file") return response.writeHead(302, { location: "file:///etc/passwd" }).end();
    if (path.startsWith("/hop/")) {
      const n = Number(path.slice(5));
      return response.writeHead(302, { location: n === 0 ? "/photo.jpg" : `/hop/${n - 1}` }).end();
    }
    if (path === "/missing.jpg") return response.writeHead(404).end("gone");
    if (path === "/broken.jpg") return response.writeHead(500).end("oops");
    if (path === "/declared-50mb.jpg") {
      response.writeHead(200, { "content-length": String(50 * 1024 * 1024), "content-type": "image/jpeg" });
      return response.end();
    }
    if (path === "/streamed-50mb.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      let sent = 0;
      const push = () => {
        while (sent < 50 && !response.destroyed) {
          sent++;
          if (!response.write(chunk)) return void response.once("drain", push);
        }
        response.end();
      };
      return push();
    }
    if (path === "/drip.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" });
      const timer = setInterval(() => (response.destroyed ? clearInterval(timer) : response.write("x")), 1_000);
      return response.on("close", () => clearInterval(timer));
    }
    return response.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

describe("#24.1 the photo fetcher refuses what could reach our network or hold a worker", () => {
  let server: Server;
  let base: string;
  let allow: Set<string>;
  beforeAll(async () => {
    server = await badSource();
    const { port } = server.address() as AddressInfo;
    base = `http://127.0.0.1:${port}`;
    allow = readFetchAllow(`127.0.0.1:${port}, junk`);
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const fetchFrom = (path: string) => fetchImage(`${base}${path}`, { allow });

  it("#24.4 fetches from a source IMAGE_FETCH_ALLOW names, and refuses that same source when it is not named", async () => {
    expect(allow).toEqual(new Set([base.slice(7)]));
    expect(await fetchFrom("/photo.jpg")).toEqual({ ok: true, bytes: PHOTO });
    expect(await fetchImage(`${base}/photo.jpg`)).toEqual({
      ok: false,
      reason: "refused address 127.0.0.1 (private, loopback, link-local or reserved)",
      transient: false,
    });
  });

  it("a redirect to 127.0.0.1 or 169.254.169.254 is refused before any connection, and a name is checked after DNS", async () => {
    expect(await fetchFrom("/to-loopback")).toMatchObject({ ok: false, reason: expect.stringContaining("refused address 127.0.0.1") });
    expect(await fetchFrom("/to-metadata")).toMatchObject({ ok: false, reason: expect.stringContaining("refused address 169.254.169.254") });
    // localhost resolves to loopback: refused after the lookup (the allowed entry is 127.0.0.1, not localhost).
    expect(await fetchFrom("/to-localhost")).toMatchObject({ ok: false, reason: expect.stringMatching(/refused address (127\.0\.0\.1|::1)/) });
  });

  it("javascript:, data: and file: links, and a redirect to file:, are refused", async () => {
    for (const link of ["javascript:alert(1)", "data:image/png;base64,iVBORw0KGgo=", "file:///etc/passwd"]) {
      expect(await fetchImage(link, { allow }), link).toMatchObject({ ok: false, reason: expect.stringContaining("only http and https"), transient: false });
    }
    expect(await fetchFrom("/to-file")).toMatchObject({ ok: false, reason: "only http and https links (not file:)" });
  });

  it("follows at most 3 redirects", async () => {
    expect(await fetchFrom("/hop/2")).toEqual({ ok: true, bytes: PHOTO });
    expect(await fetchFrom("/hop/3")).toEqual({ ok: false, reason: "more than 3 redirects", transient: false });
  });

  it("a 50 MB photo is refused, whether it says so or not", async () => {
    expect(await fetchFrom("/declared-50mb.jpg")).toEqual({ ok: false, reason: "larger than 16 MB", transient: false });
    expect(await fetchFrom("/streamed-50mb.jpg")).toEqual({ ok: false, reason: "larger than 16 MB", transient: false });
  });

  it("a server that sends one byte a second is dropped", async () => {
    expect(await fetchFrom("/drip.jpg")).toEqual({ ok: false, reason: "sent too slowly (under 32 KB/s)", transient: true });
  });

  it("a link that answers 404 is refused for good; a 500 may be tried again", async () => {
    expect(await fetchFrom("/missing.jpg")).toEqual({ ok: false, reason: "answered 404", transient: false });
    expect(await fetchFrom("/broken.jpg")).toEqual({ ok: false, reason: "answered 500", transient: true });
  });

  it("a download past the total time limit is dropped", async () => {
    expect(await fetchImage(`${base}/drip.jpg`, { allow, limits: { totalMs: 300 } })).toEqual({ ok: false, reason: "took longer than 0.3 s", transient: true });
  });
});

describe("#24.1 isPublicAddress", () => {
  const octet = fc.integer({ min: 0, max: 255 });
  const private4 = fc.oneof(
    fc.tuple(fc.constant(10), octet, octet, octet),
    fc.tuple(fc.constant(127), octet, octet, octet),
    fc.tuple(fc.constant(169), fc.constant(254), octet, octet),
    fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), octet, octet),
    fc.tuple(fc.constant(192), fc.constant(168), octet, octet),
    fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), octet, octet),
    fc.tuple(fc.constant(0), octet, octet, octet),
    fc.tuple(fc.integer({ min: 224, max: 255 }), octet, octet, octet),
  );

  it("no private, loopback, link-local, shared, multicast or reserved IPv4 address, nor its IPv6-mapped form", () => {
    fc.assert(
      fc.property(private4, (parts) => {
        const address = parts.join(".");
        return !isPublicAddress(address) && !isPublicAddress(`::ffff:${address}`);
      }),
    );
  });

  it("no IPv6 loopback, unique-local or link-local address; public ones pass", () => {
    for (const address of ["::1", "::", "fc00::1", "fd12:3456::1", "fe80::1", "ff02::1", "not an address"])
      expect(isPublicAddress(address), address).toBe(false);
    for (const address of ["8.8.8.8", "93.184.216.34", "2606:4700:4700::1111"]) expect(isPublicAddress(address), address).toBe(true);
  });
});
