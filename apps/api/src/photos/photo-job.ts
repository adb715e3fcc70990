import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { JobHandler } from "../jobs/job-queue.js";
import { PHOTO_JOB, showListingPhotos } from "./listing-photos.js";
import type { PhotoProcessor } from "./photo-processor.js";
import { fetchImage, type FetchLimits } from "./safe-fetch.js";

/** Thrown when some photo could not be fetched for now (a 5xx, a timeout): the queue tries the car again later. */
class PhotosToRetry extends Error {}

export interface PhotoJobOptions {
  db: Db;
  processor: PhotoProcessor;
  /** IMAGE_FETCH_ALLOW (tests and development only). */
  allow: ReadonlySet<string>;
  limits?: Partial<FetchLimits>;
}

/**
 * The photo job of one car (key: its VIN): fetches and processes each photo link waiting, in feed order,
 * and shows the car's photos as soon as one is ready. Idempotent: it works only on places still pending
 * with the link it read, so a run after a crash, or two runs, store nothing twice. A refusal keeps the
 * place's last good photo; a failure worth retrying leaves the place pending and has the job retried.
 */
export function photoJob(options: PhotoJobOptions): JobHandler {
  const { db, processor } = options;
  return {
    kind: PHOTO_JOB,
    async run(vin, signal) {
      const waiting = await db
        .selectFrom("listing_photos")
        .select(["position", "link"])
        .where("vin", "=", vin)
        .where("status", "=", "pending")
        .orderBy("position")
        .execute();
      let retry = 0;
      let shown = false;
      for (const { position, link } of waiting) {
        if (signal.aborted) return;
        const fetched = await fetchImage(link, { allow: options.allow, limits: options.limits, signal });
        const processed = fetched.ok ? await processor.process(fetched.bytes) : undefined;
        const place = db
          .updateTable("listing_photos")
          .where("vin", "=", vin)
          .where("position", "=", position)
          .where("link", "=", link)
          .where("status", "=", "pending");
        if (!fetched.ok) {
          if (fetched.transient) retry++;
          await place.set({ status: fetched.transient ? "pending" : "refused", reason: fetched.reason, checked_at: sql`now()` }).execute();
        } else if (processed && "refused" in processed) {
          if (processed.transient) retry++;
          await place.set({ status: processed.transient ? "pending" : "refused", reason: processed.refused, checked_at: sql`now()` }).execute();
        } else if (processed) {
          const twin = await db
            .selectFrom("listing_photos")
            .select("position")
            .where("vin", "=", vin)
            .where("hash", "=", processed.hash)
            .where("position", "<", position)
            .executeTakeFirst();
          if (twin) await place.set({ status: "refused", reason: `the same photo as photo ${twin.position + 1}`, checked_at: sql`now()` }).execute();
          else {
            await place.set({ status: "ready", reason: null, hash: processed.hash, colour: processed.colour, checked_at: sql`now()` }).execute();
            // The first photo ready replaces the illustration at once; the rest join it at the end.
            if (!shown) await showListingPhotos(db, [vin]);
            shown = true;
          }
        }
      }
      await showListingPhotos(db, [vin]);
      if (retry > 0) throw new PhotosToRetry(`${retry} photo(s) of ${vin} could not be fetched for now`);
    },
  };
}
