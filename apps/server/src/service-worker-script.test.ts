// Issue #28 (ADR 300): the worker of the app the device gets, at the root, with the headers its update check needs.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerSecurityHeaders } from "./security-headers.js";
import { registerServiceWorkerScript } from "./service-worker-script.js";

const PHONE = "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const DESKTOP = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36";

describe("the service worker's script (issue #28, ADR 300)", () => {
  let root: string;
  let server: FastifyInstance;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "carmarket-sw-"));
    server = Fastify();
    await registerSecurityHeaders(server);
    await registerServiceWorkerScript(server, { mobile: { clientDir: root }, desktop: { clientDir: join(root, "no-build") } });
    await writeFile(join(root, "sw.js"), "/* mobile worker */");
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });
  const get = (headers: Record<string, string>, url = "/sw.js") => server.inject({ url, headers });

  it("#28.2 answers the worker of the app the device gets, as JavaScript that is checked again on every update", async () => {
    const answer = await get({ "user-agent": PHONE });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe("/* mobile worker */");
    expect(answer.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("no-cache");
    expect(answer.headers.vary).toBe("User-Agent, Cookie");
    // The view cookie chooses as it does for pages.
    expect((await get({ "user-agent": DESKTOP, cookie: "cm_view=mobile" })).body).toBe("/* mobile worker */");
  });

  it("#28.2 the page's ?view= names its app, whatever User-Agent the browser's fetch of the script sends", async () => {
    expect((await get({ "user-agent": DESKTOP }, "/sw.js?view=mobile")).body).toBe("/* mobile worker */");
    expect((await get({ "user-agent": PHONE }, "/sw.js?view=desktop")).statusCode).toBe(404);
  });

  it("#28.5 at the root it needs no Service-Worker-Allowed, and it keeps the strict CSP of every answer", async () => {
    const answer = await get({ "user-agent": PHONE });
    expect(answer.headers["service-worker-allowed"]).toBeUndefined();
    expect(answer.headers["content-security-policy"]).toMatch(/default-src 'self'.*script-src 'self' 'nonce-/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("an unchanged worker costs a 304; a build without one (development) a 404", async () => {
    const first = await get({ "user-agent": PHONE });
    const again = await get({ "user-agent": PHONE, "if-none-match": first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect((await get({ "user-agent": DESKTOP })).statusCode).toBe(404);
  });
});
