import { createServer, type Server } from "node:http";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pickEncoding, sendPage } from "./send-page.js";

describe("pickEncoding", () => {
  it("prefers brotli, falls back to gzip, honours q=0 and *", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(pickEncoding("gzip, br;q=0")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe("sendPage", () => {
  const html = `<!DOCTYPE html><html><body>${"<p>CarMarket</p>".repeat(500)}</body></html>`;
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((req, res) => {
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      headers.append("set-cookie", "a=1; Path=/");
      headers.append("set-cookie", "b=2; Path=/");
      void sendPage(res, new Response(html, { status: 200, headers }), req.headers["accept-encoding"], () => null);
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (acceptEncoding: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      request({ port, host: "127.0.0.1", headers: { "accept-encoding": acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("compresses the page with the coding the browser prefers and keeps every cookie", async () => {
    const br = await get("gzip, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.body.length).toBeLessThan(html.length / 10);
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    expect(br.headers["set-cookie"]).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    const gzip = await get("gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.body).toString()).toBe(html);
  });

  it("compresses with brotli's 256 KB window, not zlib's 4 MB default, whose allocation per page cost a third of a search page's CPU (#13)", async () => {
    const { body } = await get("br");
    // RFC 7932 §9.1: the stream header's first bit says whether WBITS is 16; if not, the next three bits n give 17 + n.
    const wbits = (body[0]! & 1) === 0 ? 16 : 17 + ((body[0]! >> 1) & 7);
    expect(wbits).toBe(18);
  });

  it("sends the page as it is to a client that accepts no coding", async () => {
    const plain = await get("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });
});
