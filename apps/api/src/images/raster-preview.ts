import { LRUCache } from "lru-cache";
import { PHOTO_PREVIEW } from "@carmarket/listing";

/** Rasters already drawn, by URL: crawlers ask for the same few (a body style and colour, an article) again and again. */
const drawn = new LRUCache<string, Buffer>({ max: 300 });

/**
 * An SVG illustration as the 1200×630 JPEG that link previews show (Facebook, X and LinkedIn show no SVG;
 * issue #24 item 5), drawn once per URL. sharp loads on the first call, so a process that is never asked
 * for a preview never loads it.
 */
export async function rasterPreview(key: string, svg: () => string): Promise<Buffer> {
  const cached = drawn.get(key);
  if (cached) return cached;
  const { default: sharp } = await import("sharp");
  const jpeg = await sharp(Buffer.from(svg()))
    .resize(PHOTO_PREVIEW.width, PHOTO_PREVIEW.height, { fit: "contain", background: "#eef1f5" })
    .flatten({ background: "#eef1f5" })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  drawn.set(key, jpeg);
  return jpeg;
}
