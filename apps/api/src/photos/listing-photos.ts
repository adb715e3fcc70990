import type { FeedReport } from "@carmarket/contract";
import { PHOTO_SIZES, photoUrl } from "@carmarket/listing";
import type { Db } from "../db/database.js";
import { IMAGE_SIZES, vehicleImageUrl } from "../images/image-sizes.js";
import { enqueueJob } from "../jobs/job-queue.js";
import { linkRefusal } from "./safe-fetch.js";

/** The job queue's kind for a car's photos; the job's key is the VIN. */
export const PHOTO_JOB = "photos";

/** Photos kept per car: the main image_link and 19 additional links (a dealer's walk-around; ADR 281). */
const MAX_PHOTOS_PER_CAR = 20;

export type PhotoReport = FeedReport["photos"];

/** One imported car's photo links, the main image_link first, as the feed row gives them. */
export interface CarPhotoLinks {
  /** The row's CSV line (header = line 1). */
  line: number;
  vin: string;
  links: readonly string[];
}

const [MAIN, , CARD] = PHOTO_SIZES as [(typeof PHOTO_SIZES)[number], unknown, (typeof PHOTO_SIZES)[number]];

/** The links of a row worth fetching, and the others with why they were refused. */
function checkPhotoLinks(car: CarPhotoLinks): { links: string[]; refused: PhotoReport["refused"] } {
  const links: string[] = [];
  const refused: PhotoReport["refused"] = [];
  for (const link of car.links) {
    const reason =
      linkRefusal(link) ??
      (links.includes(link)
        ? "the same photo link twice in this row"
        : links.length >= MAX_PHOTOS_PER_CAR
          ? `more than ${MAX_PHOTOS_PER_CAR} photos for one car`
          : undefined);
    if (reason) refused.push({ line: car.line, vin: car.vin, link, reason });
    else links.push(link);
  }
  return { links, refused };
}

/**
 * In the import's transaction: records each car's photo links by place, queues a photo job for every car
 * with a new or changed link (or one still waiting from before), and shows the car's current pictures:
 * its stored photos, or its illustration until the first is ready. An unchanged link is never fetched
 * again; its last refusal is reported again.
 */
export async function stageListingPhotos(trx: Db, cars: readonly CarPhotoLinks[]): Promise<PhotoReport> {
  const report: PhotoReport = { queued: [], refused: [] };
  if (cars.length === 0) return report;
  const vins = cars.map((car) => car.vin);
  const existing = await trx.selectFrom("listing_photos").select(["vin", "position", "link", "status", "reason"]).where("vin", "in", vins).execute();
  const byVin = new Map<string, typeof existing>();
  for (const row of existing) byVin.set(row.vin, [...(byVin.get(row.vin) ?? []), row]);

  for (const car of cars) {
    const { links, refused } = checkPhotoLinks(car);
    report.refused.push(...refused);
    const before = new Map((byVin.get(car.vin) ?? []).map((row) => [row.position, row]));
    const fresh = links.flatMap((link, position) => {
      const row = before.get(position);
      if (row?.link === link) {
        if (row.status === "refused") report.refused.push({ line: car.line, vin: car.vin, link, reason: row.reason ?? "refused" });
        return row.status === "pending" ? [position] : [];
      }
      return [position];
    });
    const changed = fresh.filter((position) => before.get(position)?.link !== links[position]);
    for (const position of changed) {
      const link = links[position]!;
      // A changed link keeps the place's last good photo (hash) until the new one is ready.
      await trx
        .insertInto("listing_photos")
        .values({ vin: car.vin, position, link, status: "pending" })
        .onConflict((oc) => oc.columns(["vin", "position"]).doUpdateSet({ link, status: "pending", reason: null }))
        .execute();
    }
    if ([...before.keys()].some((position) => position >= links.length)) {
      await trx.deleteFrom("listing_photos").where("vin", "=", car.vin).where("position", ">=", links.length).execute();
    }
    if (fresh.length > 0) {
      await enqueueJob(trx, PHOTO_JOB, car.vin);
      report.queued.push({ line: car.line, vin: car.vin, photos: fresh.length });
    }
  }
  await showListingPhotos(trx, vins);
  report.refused.sort((a, b) => a.line - b.line);
  return report;
}

/**
 * Shows on each car what it has now: its stored photos in feed order (one of each, the first as the main
 * picture and card), or its illustration in its colour when it has none. Writes only what changed.
 */
export async function showListingPhotos(db: Db, vins: readonly string[]): Promise<void> {
  if (vins.length === 0) return;
  const listings = await db
    .selectFrom("listings")
    .select(["vin", "body_type", "color", "main_picture", "image", "other_images", "image_count"])
    .where("vin", "in", vins)
    .execute();
  const photos = await db
    .selectFrom("listing_photos")
    .select(["vin", "hash", "colour"])
    .where("vin", "in", vins)
    .where("hash", "is not", null)
    .orderBy("vin")
    .orderBy("position")
    .execute();
  for (const listing of listings) {
    const seen = new Set<string>();
    const own = photos.filter((photo) => photo.vin === listing.vin && !seen.has(photo.hash!) && seen.add(photo.hash!));
    const first = own[0];
    const pictures = first
      ? {
          main_picture: photoUrl(first.hash!, MAIN, { colour: first.colour }),
          image: photoUrl(first.hash!, CARD, { colour: first.colour }),
          other_images: own.map((photo) => photoUrl(photo.hash!, MAIN, { colour: photo.colour })),
        }
      : {
          main_picture: vehicleImageUrl(listing.body_type, listing.color, IMAGE_SIZES.main),
          image: vehicleImageUrl(listing.body_type, listing.color, IMAGE_SIZES.card),
          other_images: [],
        };
    const same =
      listing.main_picture === pictures.main_picture &&
      listing.image === pictures.image &&
      listing.image_count === own.length &&
      JSON.stringify(listing.other_images) === JSON.stringify(pictures.other_images);
    if (same) continue;
    await db
      .updateTable("listings")
      .set({ ...pictures, other_images: JSON.stringify(pictures.other_images), image_count: own.length })
      .where("vin", "=", listing.vin)
      .execute();
  }
}

/** The photos of `cars` refused when last fetched, with their feed lines: what the CLI prints once it has fetched them. */
export async function refusedPhotos(db: Db, cars: readonly { line: number; vin: string }[]): Promise<PhotoReport["refused"]> {
  if (cars.length === 0) return [];
  const lines = new Map(cars.map((car) => [car.vin, car.line]));
  const rows = await db
    .selectFrom("listing_photos")
    .select(["vin", "link", "reason", "position"])
    .where("vin", "in", [...lines.keys()])
    .where("reason", "is not", null)
    .orderBy("vin")
    .orderBy("position")
    .execute();
  return rows.map((row) => ({ line: lines.get(row.vin)!, vin: row.vin, link: row.link, reason: row.reason! })).sort((a, b) => a.line - b.line);
}
