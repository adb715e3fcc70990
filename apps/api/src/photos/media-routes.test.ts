import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApi, type TestApi } from "../test/test-api.js";
import { PhotoProcessor, type StoredPhoto } from "./photo-processor.js";
import { phonePhoto } from "../test/photo-test-kit.js";

describe("#24.2 GET /api/media/{hash}/{file}", () => {
  let api: TestApi;
  let mediaDir: string;
  let photo: StoredPhoto;
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), "carmarket-media-route-"));
    const processor = new PhotoProcessor(mediaDir, 0);
    photo = (await processor.process(await phonePhoto({ width: 600, height: 400 }))) as StoredPhoto;
    await processor.close();
    api = await startTestApi(async () => {}, { MEDIA_DIR: mediaDir });
  });
  afterAll(async () => {
    await api.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("serves a stored photo from our origin, immutable for a year, with its type", async () => {
    const response = await api.app.inject({ url: `/api/media/${photo.hash}/345x230@2x.webp` });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 690, height: 460, format: "webp" });
    const again = await api.app.inject({ url: `/api/media/${photo.hash}/345x230@2x.webp`, headers: { "if-none-match": String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it("answers the API's 404 for any other name, a missing photo or a way out of the folder", async () => {
    for (const url of [
      `/api/media/${photo.hash}/345x230.png`,
      `/api/media/${photo.hash}/..%2F..%2Fetc%2Fpasswd`,
      `/api/media/${"0".repeat(64)}/345x230.webp`,
      `/api/media/${photo.hash.slice(0, 10)}/345x230.webp`,
      `/api/media/.incoming/x`,
    ]) {
      const response = await api.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ status: 0, message: expect.any(String) });
    }
  });
});
