import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { getPriority, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoVariants } from "@carmarket/listing";
import { PhotoProcessor, type StoredPhoto } from "./photo-processor.js";
import { bmpPicture, HTML_PAGE, hugePng, phonePhoto, SVG_WITH_SCRIPT } from "../test/photo-test-kit.js";

describe("#24.1 the photo pipeline", () => {
  let mediaDir: string;
  let processor: PhotoProcessor;
  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), "carmarket-media-"));
    processor = new PhotoProcessor(mediaDir, 0);
  });
  afterAll(async () => {
    await processor.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  const file = (photo: StoredPhoto, name: string) => join(mediaDir, photo.hash.slice(0, 2), photo.hash, name);

  it("turns a phone photo upright, strips EXIF, GPS and ICC, and stores every §9 size at 1× and 2× in WebP and JPEG", async () => {
    const photo = (await processor.process(await phonePhoto())) as StoredPhoto;
    expect(photo).toMatchObject({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), width: 800, height: 1200, colour: expect.stringMatching(/^[0-9a-f]{6}$/) });
    const stored = await readdir(join(mediaDir, photo.hash.slice(0, 2), photo.hash));
    expect(stored.sort()).toEqual([...photoVariants().map((variant) => variant.name), "info.json"].sort());
    for (const variant of photoVariants()) {
      const metadata = await sharp(file(photo, variant.name)).metadata();
      expect(metadata, variant.name).toMatchObject({ width: variant.width, height: variant.height, format: variant.format === "jpg" ? "jpeg" : "webp" });
      expect(metadata.exif, variant.name).toBeUndefined();
      expect(metadata.icc, variant.name).toBeUndefined();
      expect(metadata.xmp, variant.name).toBeUndefined();
      expect(metadata.orientation ?? 1, variant.name).toBe(1);
    }
    // Upright: the stored photo's left half (red) is on top once turned.
    const { data } = await sharp(file(photo, "760x425.jpg")).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 760 + x) * 3, (y * 760 + x) * 3 + 3)];
    expect(pixel(380, 5)[0]).toBeGreaterThan(150);
    expect(pixel(380, 420)[2]).toBeGreaterThan(150);
  });

  it("is content-addressed: the same bytes are the same photo, stored once and never decoded again; other bytes another", async () => {
    const bytes = await phonePhoto({ seed: 7 });
    const first = (await processor.process(bytes)) as StoredPhoto;
    const written = (await stat(file(first, "760x425.webp"))).mtimeMs;
    const again = (await processor.process(Buffer.from(bytes))) as StoredPhoto;
    expect(again).toEqual(first);
    expect((await stat(file(first, "760x425.webp"))).mtimeMs).toBe(written);
    const other = (await processor.process(await phonePhoto({ seed: 8 }))) as StoredPhoto;
    expect(again.hash).toBe(first.hash);
    expect(other.hash).not.toBe(first.hash);
  });

  it("accepts what Google's feed accepts: JPEG, PNG, WebP, GIF, BMP and TIFF", async () => {
    for (const format of ["png", "webp", "gif", "tiff"] as const) {
      expect(await processor.process(await phonePhoto({ format, width: 300, height: 200 })), format).toMatchObject({ width: 300, height: 200 });
    }
    expect(await processor.process(bmpPicture(320, 240))).toMatchObject({ width: 320, height: 240 });
  });

  it("judges by the bytes: an SVG with a script and an HTML page called .jpg are refused", async () => {
    expect(await processor.process(SVG_WITH_SCRIPT)).toEqual({ refused: "not a JPEG, PNG, WebP, GIF, BMP or TIFF picture (it is an SVG drawing)" });
    expect(await processor.process(HTML_PAGE)).toEqual({ refused: "not a JPEG, PNG, WebP, GIF, BMP or TIFF picture (it is an HTML page)" });
    expect(await processor.process(Buffer.from("%PDF-1.7\n"))).toEqual({ refused: "not a JPEG, PNG, WebP, GIF, BMP or TIFF picture (it is application/pdf)" });
  });

  it("a 30,000×30,000 PNG and a picture under 100×100 are refused before any pixel is decoded", async () => {
    expect(await processor.process(hugePng(30_000, 30_000))).toEqual({ refused: "larger than 64 megapixels (30000×30000)" });
    expect(await processor.process(bmpPicture(30_000, 30_000, true))).toEqual({ refused: "larger than 64 megapixels (30000×30000)" });
    expect(await processor.process(await phonePhoto({ width: 90, height: 60, format: "png" }))).toEqual({ refused: "smaller than 100×100 (90×60)" });
  });

  it("a broken JPEG is refused, and the pipeline goes on with the next photo", async () => {
    const photo = await phonePhoto({ seed: 3 });
    expect(await processor.process(photo.subarray(0, Math.floor(photo.length / 2)))).toMatchObject({
      refused: expect.stringContaining("could not be read as a picture"),
    });
    expect(await processor.process(photo)).toMatchObject({ hash: expect.any(String) });
  });

  it("#24 runs at the lowest CPU priority by default, so pages keep their cores", async () => {
    const lowest = new PhotoProcessor(mediaDir);
    try {
      await lowest.process(await phonePhoto({ seed: 11, width: 200, height: 150 }));
      expect(getPriority(lowest.pid)).toBe(19);
    } finally {
      await lowest.close();
    }
  });

  it("leaves no downloads behind", async () => {
    expect(await readdir(join(mediaDir, ".incoming"))).toEqual([]);
  });
});
