// ADR 260: an app's built scripts and stylesheets go out as the build compressed them, never compressed again.
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gzipSync } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAppAssets } from "./app-assets.js";
import { BROTLI_PARAMS } from "./compression.js";

const script = Buffer.from(Array.from({ length: 400 }, (_, index) => `export const value${index} = "listing ${index}";`).join("\n"));
// What the client build writes beside each file (tooling/web-config/precompress.js).
const brotli = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const gzip = gzipSync(script, { level: 9 });

describe("an app's built assets (ADR 260)", () => {
  let clientDir: string;
  let server: FastifyInstance;
  beforeAll(async () => {
    clientDir = await mkdtemp(join(tmpdir(), "carmarket-assets-"));
    await mkdir(join(clientDir, "assets"));
    await writeFile(join(clientDir, "assets", "home-abc123.js"), script);
    await writeFile(join(clientDir, "assets", "home-abc123.js.br"), brotli);
    await writeFile(join(clientDir, "assets", "home-abc123.js.gz"), gzip);
    await writeFile(join(clientDir, "assets", "plain-def456.js"), script);
    // As in buildApiOrigin: every other answer is compressed per request.
    server = Fastify();
    await server.register(fastifyCompress, { global: true, brotliOptions: { params: BROTLI_PARAMS } });
    await registerAppAssets(server, { clientDir, assetsPrefix: "/_m/" });
  });
  afterAll(async () => {
    await server.close();
    await rm(clientDir, { recursive: true, force: true });
  });
  const get = (url: string, acceptEncoding?: string) => server.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends the build's brotli file as it is to a browser that accepts brotli, with its length", async () => {
    const answer = await get("/_m/assets/home-abc123.js", "gzip, deflate, br");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.rawPayload.equals(brotli)).toBe(true);
    expect(answer.headers["content-length"]).toBe(String(brotli.length));
    expect(answer.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the gzip file to a browser without brotli, and the file itself to one that accepts neither", async () => {
    const gzipped = await get("/_m/assets/home-abc123.js", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.rawPayload.equals(gzip)).toBe(true);
    const plain = await get("/_m/assets/home-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(script)).toBe(true);
  });

  it("still compresses a file the build left without copies, per request", async () => {
    const answer = await get("/_m/assets/plain-def456.js", "br");
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(answer.rawPayload).equals(script)).toBe(true);
  });
});
