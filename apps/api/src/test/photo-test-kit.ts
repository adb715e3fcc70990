// Pictures for the photo pipeline's tests (imported by tests only): real photos with a phone's metadata,
// and the bad inputs issue #24 lists, made on the spot so nothing binary is committed.
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";

/** GPS and camera fields a phone writes, which no stored photo may keep. */
const PHONE_EXIF = {
  IFD0: { Make: "PhoneMaker", Model: "Phone 15", Copyright: "Dealer Joe" },
  IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 44/1 5446/100", GPSLongitudeRef: "W", GPSLongitude: "73/1 59/1 1097/100" },
};

/**
 * A dealer's photo: `width`×`height` stored sideways with EXIF orientation 6 (a phone held upright), so it
 * shows `height`×`width`: the top half red and the bottom half blue once turned upright. Each `seed` is a
 * different photo (different bytes).
 */
export async function phonePhoto(
  options: { width?: number; height?: number; seed?: number; format?: "jpeg" | "png" | "webp" | "gif" | "tiff" } = {},
): Promise<Buffer> {
  const width = options.width ?? 1200;
  const height = options.height ?? 800;
  const seed = options.seed ?? 0;
  // Stored sideways: rotated 90° clockwise for display, the stored left half becomes the top.
  const left = { r: 200, g: 30 + (seed % 50), b: 30 };
  const right = { r: 30, g: 60, b: 200 - (seed % 50) };
  const halves = await sharp({ create: { width, height, channels: 3, background: right } })
    .composite([{ input: { create: { width: Math.floor(width / 2), height, channels: 3, background: left } }, left: 0, top: 0 }])
    .png()
    .toBuffer();
  const image = sharp(halves).withExif(PHONE_EXIF).withMetadata({ orientation: 6 });
  const format = options.format ?? "jpeg";
  if (format === "jpeg") return image.jpeg({ quality: 85 }).toBuffer();
  if (format === "png") return sharp(halves).png().toBuffer();
  if (format === "webp") return sharp(halves).webp().toBuffer();
  if (format === "gif") return sharp(halves).gif().toBuffer();
  return sharp(halves).tiff().toBuffer();
}

/** A 24-bit BMP (libvips reads none; the pipeline decodes it itself); `headerOnly` leaves out the pixels. */
export function bmpPicture(width: number, height: number, headerOnly = false): Buffer {
  const row = Math.ceil((width * 3) / 4) * 4;
  const header = Buffer.alloc(54);
  header.write("BM", 0);
  header.writeUInt32LE(54 + row * height, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(width, 18);
  header.writeInt32LE(height, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(row * height, 34);
  return headerOnly ? header : Buffer.concat([header, Buffer.alloc(row * height, 0x80)]);
}

/** A PNG whose header says `width`×`height` over a few bytes of data: a decompression bomb's shape. */
export function hugePng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><script>alert(document.cookie)</script><rect width="800" height="600"/></svg>',
);
export const HTML_PAGE = Buffer.from("<!DOCTYPE html><html><head><title>Photo</title></head><body><img src=x onerror=alert(1)></body></html>");

/** A local image source on 127.0.0.1: answers each path from `routes` and counts the requests per path. */
export interface ImageServer {
  origin: string;
  /** `127.0.0.1:port`, as IMAGE_FETCH_ALLOW names it. */
  hostPort: string;
  routes: Map<string, Buffer | ((response: ServerResponse) => void)>;
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startImageServer(): Promise<ImageServer> {
  const routes: ImageServer["routes"] = new Map();
  const hits = new Map<string, number>();
  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (route === undefined) response.writeHead(404).end();
    else if (typeof route === "function") route(response);
    else response.writeHead(200, { "content-type": "image/jpeg" }).end(route);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    routes,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
