import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPhotoUrl } from "@carmarket/listing";
import type { DatabaseHandle } from "../db/database.js";
import { importFeed } from "../feeds/import-feed.js";
import { runImportFeedCli } from "../feeds/feed-cli.js";
import { dealersWithRealStock, FEED_HEADER, feedRow, realVin, type FeedCar } from "../test/feed-test-kit.js";
import { runDueJobs } from "../jobs/job-queue.js";
import { seedCatalog } from "../seed/seed-catalog.js";
import { createTestDatabase } from "../test/test-database.js";
import { photoJob } from "./photo-job.js";
import { PhotoProcessor } from "./photo-processor.js";
import { HTML_PAGE, hugePng, phonePhoto, startImageServer, SVG_WITH_SCRIPT, type ImageServer } from "../test/photo-test-kit.js";

/** A feed whose rows carry photo links: image_link, then additional_image_link comma-separated. */
function photoFeed(cars: readonly { car: FeedCar; photos: readonly string[] }[]): string {
  const quote = (text: string) => `"${text.replaceAll('"', '""')}"`;
  return [
    `${FEED_HEADER},image_link,additional_image_link`,
    ...cars.map(({ car, photos }) => `${feedRow(car)},${quote(photos[0] ?? "")},${quote(photos.slice(1).join(","))}`),
  ].join("\n");
}

describe("#24 dealers' photos from the feed", () => {
  let database: DatabaseHandle;
  let images: ImageServer;
  let mediaDir: string;
  let processor: PhotoProcessor;
  let dealerId: number;
  // Real VINs: the importer refuses a row whose VIN vPIC cannot decode to its car (#23.5).
  const vins = [realVin("camry2021", 924001), realVin("camry2021", 924002)];
  const camry = (vin: string): FeedCar => ({ vin, make: "Toyota", model: "Camry", year: 2021, price: "21,000 USD" });
  const work = () => runDueJobs(database.db, [photoJob({ db: database.db, processor, allow: new Set([images.hostPort]) })]);
  const listing = (vin: string) =>
    database.db.selectFrom("listings").select(["main_picture", "image", "other_images", "image_count"]).where("vin", "=", vin).executeTakeFirstOrThrow();
  const hashes = async (vin: string) => (await listing(vin)).other_images.map((url) => readPhotoUrl(url)?.hash);
  const url = (path: string) => `${images.origin}${path}`;
  const stored = (hash: string | undefined, name: string) => join(mediaDir, hash!.slice(0, 2), hash!, name);

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.transaction().execute((trx) => seedCatalog(trx, { listings: 120, seed: 24, now: new Date("2024-06-01T00:00:00Z") }));
    dealerId = (await dealersWithRealStock(database.db, 1, 8, 824_000))[0]!;
    images = await startImageServer();
    mediaDir = await mkdtemp(join(tmpdir(), "carmarket-feed-media-"));
    processor = new PhotoProcessor(mediaDir, 0);
    for (let seed = 1; seed <= 4; seed++) images.routes.set(`/car-${seed}.jpg`, await phonePhoto({ seed, width: 900, height: 600 }));
  });
  afterAll(async () => {
    await processor.close();
    await images.close();
    await rm(mediaDir, { recursive: true, force: true });
    await database.close();
  });

  // Everything an import must do for its dealer, with the whole feed: the dealer's other cars stay in it.
  const importWith = async (rows: { car: FeedCar; photos: readonly string[] }[]) => {
    const others = await database.db
      .selectFrom("listings")
      .select(["vin", "brand_name", "model_name", "year"])
      .where("dealer_id", "=", dealerId)
      .where("is_sold", "=", false)
      .where("vin", "not in", vins)
      .execute();
    const stock = others.map((car) => ({
      car: { vin: car.vin, make: car.brand_name, model: car.model_name, year: car.year, price: "20,000 USD" },
      photos: [],
    }));
    return importFeed(database.db, { dealerId, csv: photoFeed([...rows, ...stock]) });
  };

  it("#24.3 shows the illustration until the first photo is ready, then the photos in feed order from our origin", async () => {
    const report = await importWith([{ car: camry(vins[0]!), photos: [url("/car-1.jpg"), url("/car-2.jpg")] }]);
    expect(report.photos.queued).toEqual([{ line: 2, vin: vins[0], photos: 2 }]);
    expect(await listing(vins[0]!)).toMatchObject({
      main_picture: "/api/images/sedan/blue/760x425.svg",
      image: "/api/images/sedan/blue/220x150.svg",
      other_images: [],
      image_count: 0,
    });
    expect(await work()).toEqual({ done: 1, failed: 0 });
    const car = await listing(vins[0]!);
    expect(car.image_count).toBe(2);
    expect(car.main_picture).toMatch(/^\/api\/media\/[0-9a-f]{64}\/760x425\.jpg#[0-9a-f]{6}$/);
    expect(car.image).toMatch(/^\/api\/media\/[0-9a-f]{64}\/220x150\.jpg#[0-9a-f]{6}$/);
    expect(readPhotoUrl(car.main_picture!)?.hash).toBe((await hashes(vins[0]!))[0]);
    const [first] = await hashes(vins[0]!);
    expect((await sharp(stored(first, "220x150@2x.webp")).metadata()).exif).toBeUndefined();
  });

  it("#24.3 a re-sent feed with unchanged links fetches nothing again", async () => {
    const before = images.hits.get("/car-1.jpg");
    const report = await importWith([{ car: camry(vins[0]!), photos: [url("/car-1.jpg"), url("/car-2.jpg")] }]);
    expect(report.photos).toEqual({ queued: [], refused: [] });
    expect(await work()).toEqual({ done: 0, failed: 0 });
    expect(images.hits.get("/car-1.jpg")).toBe(before);
  });

  it("#24.3 a changed photo replaces the old one; a dead link keeps the last good photo", async () => {
    const [first, second] = await hashes(vins[0]!);
    // Photo 1 changes to car-3; photo 2's new link is dead.
    const report = await importWith([{ car: camry(vins[0]!), photos: [url("/car-3.jpg"), url("/gone.jpg")] }]);
    expect(report.photos.queued).toEqual([{ line: 2, vin: vins[0], photos: 2 }]);
    await work();
    const now = await hashes(vins[0]!);
    expect(now).toHaveLength(2);
    expect(now[0]).not.toBe(first);
    expect(now[1]).toBe(second);
    const photos = await database.db
      .selectFrom("listing_photos")
      .select(["position", "status", "reason"])
      .where("vin", "=", vins[0]!)
      .orderBy("position")
      .execute();
    expect(photos).toEqual([
      { position: 0, status: "ready", reason: null },
      { position: 1, status: "refused", reason: "answered 404" },
    ]);
    // Sent again unchanged, the refusal is reported again and the dead link not fetched.
    const hits = images.hits.get("/gone.jpg");
    const again = await importWith([{ car: camry(vins[0]!), photos: [url("/car-3.jpg"), url("/gone.jpg")] }]);
    expect(again.photos).toEqual({ queued: [], refused: [{ line: 2, vin: vins[0], link: url("/gone.jpg"), reason: "answered 404" }] });
    expect(images.hits.get("/gone.jpg")).toBe(hits);
  });

  it("#24 bad input: each bad photo is refused with its reason, the car keeps its good ones and the worker goes on", async () => {
    images.routes.set("/svg.jpg", SVG_WITH_SCRIPT);
    images.routes.set("/page.jpg", HTML_PAGE);
    images.routes.set("/huge.png", hugePng(30_000, 30_000));
    images.routes.set("/to-loopback.jpg", (response) => response.writeHead(302, { location: "http://127.0.0.1:9/x.jpg" }).end());
    images.routes.set("/to-metadata.jpg", (response) => response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" }).end());
    const links = [
      url("/svg.jpg"),
      "javascript:alert(1)",
      url("/car-4.jpg"),
      "data:image/png;base64%2CiVBORw0KGgo=",
      url("/page.jpg"),
      "file:///etc/passwd",
      url("/car-4.jpg"),
      url("/huge.png"),
      url("/to-loopback.jpg"),
      url("/to-metadata.jpg"),
      url("/missing.jpg"),
    ];
    const report = await importWith([{ car: camry(vins[1]!), photos: links }]);
    expect(report.photos.refused).toEqual([
      { line: 2, vin: vins[1], link: "javascript:alert(1)", reason: "only http and https links (not javascript:)" },
      { line: 2, vin: vins[1], link: "data:image/png;base64%2CiVBORw0KGgo=", reason: "only http and https links (not data:)" },
      { line: 2, vin: vins[1], link: "file:///etc/passwd", reason: "only http and https links (not file:)" },
      { line: 2, vin: vins[1], link: url("/car-4.jpg"), reason: "the same photo link twice in this row" },
    ]);
    expect(await work()).toEqual({ done: 1, failed: 0 });
    const rows = await database.db.selectFrom("listing_photos").select(["link", "status", "reason"]).where("vin", "=", vins[1]!).orderBy("position").execute();
    expect(rows).toEqual([
      { link: url("/svg.jpg"), status: "refused", reason: "not a JPEG, PNG, WebP, GIF, BMP or TIFF picture (it is an SVG drawing)" },
      { link: url("/car-4.jpg"), status: "ready", reason: null },
      { link: url("/page.jpg"), status: "refused", reason: "not a JPEG, PNG, WebP, GIF, BMP or TIFF picture (it is an HTML page)" },
      { link: url("/huge.png"), status: "refused", reason: "larger than 64 megapixels (30000×30000)" },
      { link: url("/to-loopback.jpg"), status: "refused", reason: "refused address 127.0.0.1 (private, loopback, link-local or reserved)" },
      { link: url("/to-metadata.jpg"), status: "refused", reason: "refused address 169.254.169.254 (private, loopback, link-local or reserved)" },
      { link: url("/missing.jpg"), status: "refused", reason: "answered 404" },
    ]);
    expect(await listing(vins[1]!)).toMatchObject({ image_count: 1 });
  });

  it("#24.3 a link that answers 500 is retried with backoff and shows once it answers", async () => {
    let failing = true;
    const photo = await phonePhoto({ seed: 9, width: 700, height: 500 });
    images.routes.set("/flaky.jpg", (response) => (failing ? response.writeHead(500).end() : response.writeHead(200).end(photo)));
    await importWith([{ car: camry(vins[1]!), photos: [url("/car-4.jpg"), url("/flaky.jpg")] }]);
    expect(await work()).toEqual({ done: 0, failed: 1 });
    const job = await database.db.selectFrom("jobs").select(["status", "attempts", "last_error"]).where("key", "=", vins[1]!).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "pending", attempts: 1, last_error: `1 photo(s) of ${vins[1]} could not be fetched for now` });
    expect(await listing(vins[1]!)).toMatchObject({ image_count: 1 });
    failing = false;
    await database.db
      .updateTable("jobs")
      .set({ run_at: sql`now()` })
      .execute();
    expect(await work()).toEqual({ done: 1, failed: 0 });
    expect(await listing(vins[1]!)).toMatchObject({ image_count: 2 });
  });

  it("#24.3 the same photo at two links shows once (the place keeps its last good photo)", async () => {
    images.routes.set("/copy-of-1.jpg", images.routes.get("/car-1.jpg")!);
    const first = images.routes.get("/car-1.jpg")!;
    expect(first).toBeInstanceOf(Buffer);
    await importWith([{ car: camry(vins[1]!), photos: [url("/car-1.jpg"), url("/copy-of-1.jpg")] }]);
    await work();
    const rows = await database.db.selectFrom("listing_photos").select(["status", "reason"]).where("vin", "=", vins[1]!).orderBy("position").execute();
    expect(rows).toEqual([
      { status: "ready", reason: null },
      { status: "refused", reason: "the same photo as photo 1" },
    ]);
    const [one, two] = await hashes(vins[1]!);
    expect(one).not.toBe(two);
  });

  it("#24.3 the CLI fetches its cars' photos and lists each refused photo with its reason", async () => {
    const vin = realVin("camry2021", 924003);
    const file = join(mediaDir, "feed.csv");
    const others = await database.db
      .selectFrom("listings")
      .select(["vin", "brand_name", "model_name", "year"])
      .where("dealer_id", "=", dealerId)
      .where("is_sold", "=", false)
      .execute();
    const stock = others.map((car) => ({
      car: { vin: car.vin, make: car.brand_name, model: car.model_name, year: car.year, price: "20,000 USD" },
      photos: [],
    }));
    await writeFile(file, photoFeed([{ car: camry(vin), photos: [url("/car-2.jpg"), url("/nowhere.jpg"), "file:///etc/shadow"] }, ...stock]));
    const log: string[] = [];
    const code = await runImportFeedCli(
      database.db,
      [file, "--dealer", String(dealerId)],
      { log: (line) => log.push(line), error: (line) => log.push(line) },
      { mediaDir, imageFetchAllow: new Set([images.hostPort]) },
    );
    expect(code).toBe(0);
    expect(log).toContain("Fetching the photos of 1 cars…");
    expect(log.slice(-3)).toEqual([
      "2 photos refused",
      `  line 2 ${vin} file:///etc/shadow: only http and https links (not file:)`,
      `  line 2 ${vin} ${url("/nowhere.jpg")}: answered 404`,
    ]);
    expect(await listing(vin)).toMatchObject({ image_count: 1 });
  });
});
