// BENCH_PHOTOS: the load bench measured while a 1,000-car feed's photos are processed (issue #24). A local photo
// server on 127.0.0.1 answers every link with a different JPEG (24 camera-like pictures, each link's own comment
// segment makes its bytes unique, so nothing is stored once for many cars), and the dealers' feeds are pushed
// through the dev feed route with N photo links on each of the first BENCH_PHOTO_CARS cars.
import { createServer } from "node:http";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const sharp = createRequire(fileURLToPath(new URL("../../apps/api/package.json", import.meta.url)))("sharp");
const BASES = 24;

/** A 1600×1200 photo-like JPEG: a two-tone scene under camera noise. */
async function basePhoto(index) {
  const scene = await sharp({ create: { width: 1600, height: 1200, channels: 3, noise: { type: "gaussian", mean: 100 + index, sigma: 28 } } })
    .composite([{ input: { create: { width: 1600, height: 600, channels: 3, background: { r: 40 + index * 7, g: 90, b: 140 } } }, blend: "multiply" }])
    .png()
    .toBuffer();
  return sharp(scene).blur(0.6).jpeg({ quality: 85 }).toBuffer();
}

/** The base JPEG with a comment segment (FF FE) right after its start marker: the same picture, other bytes. */
function withComment(jpeg, text) {
  const comment = Buffer.from(text, "latin1");
  const header = Buffer.from([0xff, 0xfe, (comment.length + 2) >> 8, (comment.length + 2) & 0xff]);
  return Buffer.concat([jpeg.subarray(0, 2), header, comment, jpeg.subarray(2)]);
}

/** Starts the photo server; `hits` counts the photos it sent. */
export async function startPhotoSource() {
  const bases = await Promise.all(Array.from({ length: BASES }, (_, index) => basePhoto(index)));
  let hits = 0;
  const server = createServer((request, response) => {
    const match = /^\/p\/([A-Z0-9]+)\/(\d+)\.jpg$/.exec(request.url ?? "");
    if (!match) return response.writeHead(404).end();
    hits++;
    const base = bases[(Number(match[2]) + match[1].charCodeAt(16)) % BASES];
    return response.writeHead(200, { "content-type": "image/jpeg" }).end(withComment(base, request.url));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${server.address().port}`;
  return { hostPort, hits: () => hits, close: () => new Promise((resolve) => server.close(resolve)) };
}

/**
 * Pushes whole feeds of dealers, biggest first, until `cars` cars carry `photos` links each (the rest of the last
 * dealer's cars none). Answers how many cars and photos were queued.
 */
export async function pushPhotoFeeds(origin, { cars, photos, hostPort }) {
  const json = async (path) => (await fetch(`${origin}${path}`)).json();
  const data = (params) => `data=${encodeURIComponent(new URLSearchParams(params).toString())}`;
  let queuedCars = 0;
  let queuedPhotos = 0;
  for (let page = 1; queuedCars < cars; page++) {
    const { dealers = [] } = await json(`/api/dealers?page=${page}`);
    if (dealers.length === 0) break;
    for (const dealer of dealers) {
      if (queuedCars >= cars) break;
      const stock = [];
      for (let stockPage = 1; ; stockPage++) {
        const { vins = [] } = await json(`/api/inventory/listingdata?${data({ dealer_id: dealer.id, page: stockPage, page_size: 50 })}`);
        stock.push(...vins);
        if (vins.length < 50) break;
      }
      if (stock.length === 0) continue;
      const rows = stock.map((car) => {
        const links = queuedCars < cars ? Array.from({ length: photos }, (_, index) => `http://${hostPort}/p/${car._id}/${index}.jpg`) : [];
        if (links.length > 0) queuedCars++;
        return [
          car._id,
          car.brand_name,
          car.model_name,
          car.year,
          car.is_new ? "new" : "used",
          car.certified_car,
          car.price || "",
          car.mileage ?? "",
          car.color,
          links[0] ?? "",
          `"${links.slice(1).join(",")}"`,
        ].join(",");
      });
      const response = await fetch(`${origin}/api/dev/feeds/${dealer.id}`, {
        method: "POST",
        headers: { "content-type": "text/csv" },
        body: ["vin,make,model,year,condition,certified_pre_owned,price,mileage,exterior_color,image_link,additional_image_link", ...rows].join("\n"),
      });
      if (!response.ok) throw new Error(`feed of dealer ${dealer.id}: HTTP ${response.status} ${await response.text()}`);
      const report = await response.json();
      queuedPhotos += report.photos.queued.reduce((sum, car) => sum + car.photos, 0);
    }
  }
  return { cars: queuedCars, photos: queuedPhotos };
}

/** How many photos the server has stored so far (one folder each in MEDIA_DIR). */
export function storedPhotos(mediaDir) {
  try {
    return readdirSync(mediaDir)
      .filter((shard) => /^[0-9a-f]{2}$/.test(shard))
      .reduce((sum, shard) => sum + readdirSync(`${mediaDir}/${shard}`).length, 0);
  } catch {
    return 0;
  }
}
