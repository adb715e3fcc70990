// pnpm --filter @carmarket/api bench:photos
// Times one car's photos through the whole pipeline (issue #24: a car with 20 photos in ≤ 10 s): a feed row with
// 20 photo links on a local photo server, imported, then the car's job run by the job queue as a server runs it
// (fetch, the sharp process at nice 19, storage, the listing updated). Photos are 1600×1200 JPEGs with camera noise
// and EXIF, each different. Options: BENCH_PHOTOS (20), BENCH_PHOTO_WIDTH (1600), BENCH_PHOTO_HEIGHT (1200).
// Prints the figures docs/performance.md quotes. Not part of `pnpm test`.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { openDatabase } from "../src/db/database.js";
import { migrateToLatest } from "../src/db/migrate.js";
import { importFeed } from "../src/feeds/import-feed.js";
import { runDueJobs } from "../src/jobs/job-queue.js";
import { photoJob } from "../src/photos/photo-job.js";
import { PhotoProcessor } from "../src/photos/photo-processor.js";
import { seedCatalog } from "../src/seed/seed-catalog.js";

const COUNT = Number(process.env.BENCH_PHOTOS ?? 20);
const WIDTH = Number(process.env.BENCH_PHOTO_WIDTH ?? 1600);
const HEIGHT = Number(process.env.BENCH_PHOTO_HEIGHT ?? 1200);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(", ");

/** A photo-like JPEG: a two-tone scene under camera noise (noise is what makes real photos expensive to code). */
async function photo(index: number): Promise<Buffer> {
  const scene = await sharp({
    create: { width: WIDTH, height: HEIGHT, channels: 3, background: "#000", noise: { type: "gaussian", mean: 110 + index, sigma: 28 } },
  })
    .composite([
      { input: { create: { width: WIDTH, height: Math.round(HEIGHT / 2), channels: 3, background: { r: 60 + index * 5, g: 90, b: 140 } } }, blend: "multiply" },
    ])
    .png()
    .toBuffer();
  return sharp(scene)
    .blur(0.6)
    .withMetadata({ orientation: 1 })
    .withExif({ IFD0: { Make: "PhoneMaker", Model: "Phone 15" } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const photos = await Promise.all(Array.from({ length: COUNT }, (_, index) => photo(index)));
const server = createServer((request, response) => {
  const index = Number(/^\/(\d+)\.jpg$/.exec(request.url ?? "")?.[1]);
  const body = photos[index];
  if (body) response.writeHead(200, { "content-type": "image/jpeg" }).end(body);
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
const mediaDir = await mkdtemp(join(tmpdir(), "carmarket-bench-photos-"));
const database = await openDatabase({ dataDir: "memory://" });
try {
  await migrateToLatest(database.db);
  await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 60, seed: 3, now: new Date() }));
  const car = await database.db
    .selectFrom("listings")
    .select(["vin", "dealer_id", "brand_name", "model_name", "year"])
    .orderBy("vin")
    .executeTakeFirstOrThrow();
  const stock = await database.db
    .selectFrom("listings")
    .select(["vin", "brand_name", "model_name", "year"])
    .where("dealer_id", "=", car.dealer_id)
    .where("is_sold", "=", false)
    .execute();
  const links = photos.map((_, index) => `http://${hostPort}/${index}.jpg`);
  const csv = [
    "vin,make,model,year,price,image_link,additional_image_link",
    ...stock.map((row) =>
      [
        row.vin,
        row.brand_name,
        row.model_name,
        row.year,
        "20000",
        row.vin === car.vin ? links[0] : "",
        row.vin === car.vin ? `"${links.slice(1).join(",")}"` : "",
      ].join(","),
    ),
  ].join("\n");
  const report = await importFeed(database.db, { csv, dealerId: car.dealer_id });
  console.log(
    `photos: ${COUNT} of ${WIDTH}×${HEIGHT} (${Math.round(photos.reduce((sum, bytes) => sum + bytes.length, 0) / COUNT / 1024)} KB each); queued ${JSON.stringify(report.photos.queued)}; load average ${load()}`,
  );
  const processor = new PhotoProcessor(mediaDir);
  const started = performance.now();
  const { done, failed } = await runDueJobs(database.db, [photoJob({ db: database.db, processor, allow: new Set([hostPort]) })]);
  const seconds = (performance.now() - started) / 1000;
  await processor.close();
  const shown = await database.db.selectFrom("listings").select("image_count").where("vin", "=", car.vin).executeTakeFirstOrThrow();
  console.log(
    `one car, ${COUNT} photos: ${seconds.toFixed(2)} s (${((seconds * 1000) / COUNT).toFixed(0)} ms a photo), jobs done ${done}, failed ${failed}, photos shown ${shown.image_count}; load average ${load()}`,
  );
} finally {
  await database.close();
  server.close();
  await rm(mediaDir, { recursive: true, force: true });
}
