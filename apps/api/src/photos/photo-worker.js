// The photo pipeline's own process (ADR 281): photo-processor.ts forks this file at the lowest CPU priority,
// so decoding and encoding dealers' photos takes only the cores pages leave idle, and a decoder that
// crashes or runs out of memory takes down this process, not the API. photo-processor.ts owns the
// messages' shapes. Plain JavaScript because a forked process loads its file as Node finds it, in tests
// (from src) as in production (beside the bundle in dist/).
import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { decode as decodeBmp } from "bmp-ts";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";

// Memory stays flat: no libvips operation cache between photos.
sharp.cache(false);

/** What Google's vehicle feed accepts, judged by the bytes (file-type), never by the link's name. */
const ACCEPTED = new Map([
  ["image/jpeg", "JPEG"],
  ["image/png", "PNG"],
  ["image/webp", "WebP"],
  ["image/gif", "GIF"],
  ["image/bmp", "BMP"],
  ["image/tiff", "TIFF"],
]);

class Refused extends Error {}

/** What a stored photo's folder says of it (colour and size), so the same bytes are never decoded twice. */
const INFO = "info.json";

process.on("message", async (message) => {
  try {
    process.send({ id: message.id, result: await processPhoto(message) });
  } catch (error) {
    const refused = error instanceof Refused;
    process.send({ id: message.id, result: { refused: refused ? error.message : `could not be read as a picture (${error?.message ?? error})` } });
  }
});
process.send({ ready: true });

/**
 * Checks the downloaded file `input` and stores its variants under `mediaDir/<hh>/<hash>/`: type by bytes,
 * size limits before any pixel is decoded, decoded with a pixel limit (decompression bombs), turned
 * upright, every variant made from one decoded copy, metadata left behind (sharp writes none unless told).
 */
async function processPhoto({ input, mediaDir, version, variants, limits }) {
  const bytes = await readFile(input);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw new Refused(`not a JPEG, PNG, WebP, GIF, BMP or TIFF picture (${describe(bytes, type)})`);
  const hash = createHash("sha256").update(`${version}\n`).update(bytes).digest("hex");
  const folder = join(mediaDir, hash.slice(0, 2), hash);

  // The same photo at another link, for another car or another dealer: stored once, never decoded again.
  const known = await readFile(join(folder, INFO), "utf8").then(JSON.parse, () => undefined);
  if (known) return { hash, ...known };

  const { width, height } = type.mime === "image/bmp" ? bmpSize(bytes) : await uprightSize(bytes);
  if (!width || !height) throw new Refused("has no size");
  if (width < limits.minSide || height < limits.minSide) throw new Refused(`smaller than ${limits.minSide}×${limits.minSide} (${width}×${height})`);
  if (width * height > limits.maxPixels) throw new Refused(`larger than ${limits.maxPixels / 1e6} megapixels (${width}×${height})`);

  // One decode, upright, at the largest size any variant needs; every variant is cut from its pixels.
  const source =
    type.mime === "image/bmp"
      ? sharp(bmpPixels(bytes), { raw: { width, height, channels: 4 } })
      : sharp(bytes, { pages: 1, failOn: "error", limitInputPixels: limits.maxPixels, autoOrient: true });
  const { data, info } = await source
    .resize({ width: limits.baseWidth, height: limits.baseHeight, fit: "outside", withoutEnlargement: true })
    .removeAlpha()
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const { dominant } = await sharp(data, raw).stats();
  const colour = [dominant.r, dominant.g, dominant.b].map((value) => value.toString(16).padStart(2, "0")).join("");

  const scratch = join(mediaDir, ".incoming", randomUUID());
  await mkdir(scratch, { recursive: true });
  try {
    for (const variant of variants) {
      const resized = sharp(data, raw).resize(variant.width, variant.height, { fit: "cover" });
      const encoded = variant.format === "webp" ? resized.webp({ quality: 72, effort: 3 }) : resized.jpeg({ quality: 78, mozjpeg: true });
      await writeFile(join(scratch, variant.name), await encoded.toBuffer());
    }
    await writeFile(join(scratch, INFO), JSON.stringify({ colour, width, height }));
    await mkdir(join(mediaDir, hash.slice(0, 2)), { recursive: true });
    // A whole folder appears at once; another process that stored the same photo first wins.
    await rename(scratch, folder).catch(async (error) => {
      if (!(await exists(folder))) throw error;
    });
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  return { hash, colour, width, height };
}

/** The size as shown, after the EXIF orientation turns it upright; read from the header only. */
async function uprightSize(bytes) {
  // Only the header is read here, so no pixel limit: the caller compares the size with its own.
  const metadata = await sharp(bytes, { pages: 1, limitInputPixels: false }).metadata();
  return metadata.autoOrient ?? metadata;
}

async function exists(path) {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** What refused bytes look like, for the feed report. */
function describe(bytes, type) {
  if (type) return `it is ${type.mime}`;
  const head = bytes.subarray(0, 1024).toString("utf8").trimStart().toLowerCase();
  if (head.includes("<svg")) return "it is an SVG drawing";
  if (head.startsWith("<!doctype html") || head.includes("<html")) return "it is an HTML page";
  return bytes.length === 0 ? "it is empty" : "unknown bytes";
}

/** A BMP's size from its header, read before decoding (height is negative for top-down rows). */
function bmpSize(bytes) {
  if (bytes.length < 26) return { width: 0, height: 0 };
  return { width: Math.abs(bytes.readInt32LE(18)), height: Math.abs(bytes.readInt32LE(22)) };
}

/** A BMP's pixels as RGBA (libvips reads no BMP); called only once its size passed the limits. */
function bmpPixels(bytes) {
  const { data } = decodeBmp(bytes, { toRGBA: true });
  return data;
}
