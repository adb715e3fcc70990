import { parse } from "csv-parse/sync";
import { listingPath, slugify, vehiclePath } from "@carmarket/routes";
import type { Db } from "../db/database.js";
import { queuePriceDropEmails } from "../alerts/price-drop.js";
import { IMAGE_SIZES, vehicleImageUrl } from "../images/image-sizes.js";
import { stageListingPhotos, type PhotoReport } from "../photos/listing-photos.js";
import { refreshMarketValues } from "../search/market-value.js";
import { stateName } from "../places/state-names.js";
import { decodeVins } from "../vin-decoding/decode-vins.js";
import { vinPatternKey } from "../vin-decoding/vin-decoder.js";
import { rememberVinPatterns } from "../vin-decoding/vin-patterns.js";
import { feedVin, readFeedRow, type FeedRecord, type FeedVehicle } from "./feed-row.js";
import type { VinConflict } from "./listed-vs-vin.js";
import { addModelLine, ModelLines, type CatalogueLine } from "./model-lines.js";
import { checkRowAgainstVin, FIRST_VIN_YEAR, type VinRowCheck, type VinRowRefusal } from "./vin-check.js";

/** What one import did; rejected rows carry their CSV line number (header = line 1). */
export interface FeedReport {
  rows: number;
  inserted: number;
  updated: number;
  priceChanges: number;
  priceDrops: number;
  markedSold: number;
  rejected: ({ line: number; vin: string; reason: string } & Pick<VinRowRefusal, "vinRefusal" | "decodesTo">)[];
  /** The VIN check (ADRs 275–276): listed values the VIN contradicts (kept), values it filled in, model lines it added. */
  vinFlags: ({ line: number; vin: string } & VinConflict)[];
  vinFills: { line: number; vin: string; fields: VinRowCheck["filled"] }[];
  linesAdded: { make: string; model: string }[];
  /** The dealer's photos (issue #24): cars queued for the background fetch, photo links refused. */
  photos: PhotoReport;
}

/** A problem that stops the whole file; nothing of it is written. Carries the rows refused so far, if any. */
export class FeedError extends Error {
  constructor(
    message: string,
    readonly rejected: FeedReport["rejected"] = [],
  ) {
    super(message);
  }
}

/**
 * The mass-sold guard (ADR 210): an import may not mark more than half of its dealer's unsold cars
 * sold once that is more than this many cars. A truncated or wrong file looks exactly like that.
 */
export const MASS_SOLD_MIN_CARS = 10;

/** The importer's refusals of a whole file (apps/api/src/routes/catalog/README.md, Dealer feeds). */
export const FEED_MESSAGES = {
  unknownDealer: (dealerId: number) => `Unknown dealer ${dealerId}.`,
  noValidRows: (dealerId: number) => `No row of this feed could be imported for dealer ${dealerId}, so nothing was changed.`,
  massSold: (dealerId: number, gone: number, unsold: number) =>
    `This feed would mark ${gone} of dealer ${dealerId}'s ${unsold} cars for sale as sold (more than half), so nothing was changed. ` +
    "Check the file; if those cars are really gone, an operator can import it with import-feed --allow-mass-sold.",
} as const;

export interface ImportFeedOptions {
  csv: string;
  /** The dealer the caller may write: the API key's, or the CLI's --dealer. Rows of other dealers are refused. */
  dealerId: number;
  now?: Date;
  /** Lets the operator's CLI lift the mass-sold guard; the endpoint never does. */
  allowMassSold?: boolean;
}

/**
 * Imports a dealer's inventory feed (Google vehicle listings CSV) in ONE transaction: upserts by VIN,
 * appends to the price history when the price changes (queueing price-drop emails when it falls),
 * marks this dealer's unsold listings missing from the feed as sold, records last_seen_in_feed and
 * refreshes market values of the touched models. Bad rows, rows of another dealer and VINs another
 * dealer has for sale are skipped and reported; a car whose row was refused is not sold. A fatal error
 * (unreadable CSV, unknown dealer, no valid row, the mass-sold guard, database failure) writes nothing.
 */
export async function importFeed(db: Db, options: ImportFeedOptions): Promise<FeedReport> {
  const now = options.now ?? new Date();
  let records: FeedRecord[];
  try {
    records = parse(options.csv, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
      bom: true,
    }) as FeedRecord[];
  } catch (error) {
    throw new FeedError(`Unreadable CSV: ${(error as Error).message}`);
  }
  // Decoded before the transaction, so a cold vPIC lookup never holds the dealer's lock (ADR 277).
  const decodes = await decodeVins(db, records.filter((record) => !(Number(record.year) < FIRST_VIN_YEAR)).map(feedVin));
  return db.transaction().execute(async (trx) => {
    // Locked: two imports of one dealer run one after the other, each seeing the other's result.
    const dealer = await trx.selectFrom("dealers").selectAll().where("id", "=", options.dealerId).forUpdate().executeTakeFirst();
    if (!dealer) throw new FeedError(FEED_MESSAGES.unknownDealer(options.dealerId));
    const brands = await trx.selectFrom("brands").select(["id", "name", "slug"]).execute();
    const models = new ModelLines(await trx.selectFrom("models").select(["id", "brand_id", "name", "slug", "body_type", "vpic_names"]).execute());
    const brandBySlug = new Map(brands.map((brand) => [brand.slug, brand]));
    const catalogue = { brandSlug: (make: string) => (brandBySlug.has(slugify(make)) ? slugify(make) : undefined) };

    const report: FeedReport = {
      rows: records.length,
      inserted: 0,
      updated: 0,
      priceChanges: 0,
      priceDrops: 0,
      markedSold: 0,
      rejected: [],
      vinFlags: [],
      vinFills: [],
      linesAdded: [],
      photos: { queued: [], refused: [] },
    };
    const candidates: { line: number; vehicle: FeedVehicle; model: CatalogueLine; checked: VinRowCheck }[] = [];
    const seen = new Set<string>();
    for (const [index, record] of records.entries()) {
      const line = index + 2;
      const vehicle = readFeedRow(record, catalogue, dealer.id, now.getUTCFullYear() + 1);
      if (typeof vehicle === "string") {
        report.rejected.push({ line, vin: feedVin(record), reason: vehicle });
        continue;
      }
      const brand = brandBySlug.get(vehicle.brandSlug)!;
      const checked = checkRowAgainstVin(vehicle, brand, decodes.byVin.get(vehicle.vin) ?? null, models);
      if (!checked.ok) {
        const { ok: _refused, ...refusal } = checked;
        report.rejected.push({ line, vin: vehicle.vin, ...refusal });
      } else if (seen.has(vehicle.vin)) report.rejected.push({ line, vin: vehicle.vin, reason: "duplicate VIN in this feed" });
      else {
        seen.add(vehicle.vin);
        let model = checked.line;
        if (!("id" in model)) {
          model = await addModelLine(trx, brand, model);
          models.add(model);
          report.linesAdded.push({ make: brand.name, model: model.name });
        }
        candidates.push({ line, vehicle, model, checked });
      }
    }

    const existing = new Map(
      candidates.length === 0
        ? []
        : (
            await trx
              .selectFrom("listings")
              .select(["vin", "price", "dealer_id", "is_sold"])
              .where(
                "vin",
                "in",
                candidates.map((c) => c.vehicle.vin),
              )
              .execute()
          ).map((row) => [row.vin, row]),
    );
    const vehicles: typeof candidates = [];
    for (const candidate of candidates) {
      const { line, vehicle, checked } = candidate;
      const other = existing.get(vehicle.vin);
      // One dealer's key must not move a car another dealer has for sale into its own stock.
      if (other && other.dealer_id !== dealer.id && !other.is_sold)
        report.rejected.push({ line, vin: vehicle.vin, reason: "VIN is for sale at another dealer" });
      else {
        vehicles.push(candidate);
        report.vinFlags.push(...checked.conflicts.map((conflict) => ({ line, vin: vehicle.vin, ...conflict })));
        if (checked.filled.length > 0) report.vinFills.push({ line, vin: vehicle.vin, fields: checked.filled });
      }
    }
    report.rejected.sort((a, b) => a.line - b.line);
    if (vehicles.length === 0) throw new FeedError(FEED_MESSAGES.noValidRows(dealer.id), report.rejected);

    // Sold: this dealer's unsold cars whose VIN the file does not mention at all (a refused row keeps its car).
    const mentioned = new Set(records.map(feedVin));
    const unsold = await trx.selectFrom("listings").select(["vin", "model_id"]).where("dealer_id", "=", dealer.id).where("is_sold", "=", false).execute();
    const gone = unsold.filter((car) => !mentioned.has(car.vin));
    if (!options.allowMassSold && gone.length > MASS_SOLD_MIN_CARS && gone.length * 2 > unsold.length) {
      throw new FeedError(FEED_MESSAGES.massSold(dealer.id, gone.length, unsold.length), report.rejected);
    }

    const timestamp = Math.floor(now.getTime() / 1000);
    const touchedModels = new Set<number>();
    for (const { vehicle, model, checked } of vehicles) {
      const brand = brandBySlug.get(vehicle.brandSlug);
      if (!brand) continue;
      touchedModels.add(model.id);
      const before = existing.get(vehicle.vin);
      const color = vehicle.exteriorColor;
      const { trim, engine, fuel, bodyType } = checked.listing;
      const fields = {
        dealer_id: dealer.id,
        brand_id: brand.id,
        model_id: model.id,
        year: vehicle.year,
        brand_name: brand.name,
        brand_slug: brand.slug,
        model_name: model.name,
        model_slug: model.slug,
        body_type: bodyType,
        trim_name: trim,
        trim_family_name: trim,
        submodel_name: trim ? `${model.name} ${trim}` : model.name,
        submodel_slug: slugify(trim ? `${model.name} ${trim}` : model.name),
        submodel_family_slug: model.slug,
        submodel_family_name: model.name,
        vin_name: [vehicle.year, brand.name, model.name, trim].filter(Boolean).join(" "),
        condition: vehicle.condition,
        is_sold: false,
        price: vehicle.price,
        dealer_price: vehicle.price,
        msrp: vehicle.msrp,
        mileage: vehicle.mileage,
        engine,
        drivetrain: vehicle.drivetrain,
        transmission: vehicle.transmission,
        fuel,
        color,
        interior_color: vehicle.interiorColor,
        city_name: dealer.city,
        state_name: stateName(dealer.state),
        latitude: dealer.latitude,
        longitude: dealer.longitude,
        url: vehiclePath(listingPath({ condition: vehicle.condition, brand: brand.slug, model: model.slug }), vehicle.vin),
        feed_item_id: vehicle.feedItemId,
        last_seen_in_feed: now,
        vin_conflicts: JSON.stringify(checked.conflicts),
      };
      if (!before) {
        await trx
          .insertInto("listings")
          .values({
            vin: vehicle.vin,
            ...fields,
            is_latest: false,
            major_options: "[]",
            // Pictures (main_picture, image, other_images) are the photo stage's, below.
            other_images: "[]",
            thumb_exterior: JSON.stringify([vehicleImageUrl(bodyType, color, IMAGE_SIZES.thumbnail)]),
            sample_images: JSON.stringify([vehicleImageUrl(bodyType, color, IMAGE_SIZES.listThumbnail)]),
            date_of_release_in_market: now,
            created_at: now,
          })
          .execute();
        report.inserted += 1;
      } else {
        const priceChanged = before.price !== vehicle.price && vehicle.price !== null;
        await trx
          .updateTable("listings")
          .set({ ...fields, ...(priceChanged ? { previous_price: before.price } : {}) })
          .where("vin", "=", vehicle.vin)
          .execute();
        report.updated += 1;
        if (priceChanged) {
          report.priceChanges += 1;
          if (before.price !== null && vehicle.price !== null && vehicle.price < before.price) {
            report.priceDrops += 1;
            await queuePriceDropEmails(trx, { vin: vehicle.vin, oldPrice: before.price, newPrice: vehicle.price });
          }
        }
        if (!priceChanged) continue;
      }
      const price = vehicle.price;
      if (price !== null) {
        await trx
          .insertInto("price_history")
          .values({ vin: vehicle.vin, timestamp, price })
          .onConflict((oc) => oc.columns(["vin", "timestamp"]).doUpdateSet({ price }))
          .execute();
      }
    }

    // The dealer's photos: links recorded, new ones queued for the background job (issue #24, ADR 281).
    const lineOf = new Map(candidates.map(({ line, vehicle }) => [vehicle.vin, line]));
    report.photos = await stageListingPhotos(
      trx,
      vehicles.map(({ vehicle }) => ({
        line: lineOf.get(vehicle.vin)!,
        vin: vehicle.vin,
        links: [vehicle.imageLink ?? "", ...vehicle.additionalImages].filter(Boolean),
      })),
    );

    // Cars of this dealer that left its feed are sold (§3 is_sold); their pages keep answering.
    if (gone.length > 0)
      await trx
        .updateTable("listings")
        .set({ is_sold: true })
        .where(
          "vin",
          "in",
          gone.map((car) => car.vin),
        )
        .execute();
    report.markedSold = gone.length;
    for (const car of gone) touchedModels.add(car.model_id);
    await refreshMarketValues(trx, [...touchedModels]);
    // The vehicle pages of the cars written read their VIN's facts by pattern, never decoding on a shopper's time.
    const written = new Set(vehicles.map(({ vehicle }) => vinPatternKey(vehicle.vin)));
    await rememberVinPatterns(
      trx,
      decodes.fresh.filter(({ vin }) => written.has(vinPatternKey(vin))),
    );
    return report;
  });
}
