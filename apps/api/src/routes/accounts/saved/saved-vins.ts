import { sql } from "kysely";
import type { SavedVin } from "@carmarket/contract";
import type { Db } from "../../../db/database.js";
import { NotFoundError } from "../../../http/errors.js";

const VEHICLE_NOT_FOUND_MESSAGE = "Vehicle not found.";

/** Refuses a VIN that is not a listing (unknown VIN → 404). */
export async function assertListingExists(db: Db, vin: string): Promise<void> {
  const row = await db.selectFrom("listings").select("vin").where("vin", "=", vin).executeTakeFirst();
  if (!row) throw new NotFoundError(VEHICLE_NOT_FOUND_MESSAGE);
}

/** Moves each listing's saved-car count by one (§4), never below zero. */
async function countSaves(trx: Db, vins: readonly string[], by: 1 | -1): Promise<void> {
  if (vins.length === 0) return;
  await trx
    .updateTable("listings")
    .set({ save_car_count: by === 1 ? sql`save_car_count + 1` : sql`greatest(save_car_count - 1, 0)` })
    .where("vin", "in", vins)
    .execute();
}

/** The car's price now, as the saved card shows it: kept with the save (issue #26.16). */
const priceNow = (vin: string) => sql<number | null>`(select price from listings where vin = ${vin})`;

/** A saved VIN and the price it had when saved (null: unknown, saved before migration 0040). */
export interface SavedEntry {
  vin: string;
  saved_price: number | null;
}

async function insertUserSavedVins(trx: Db, userId: number, saves: readonly SavedEntry[] | readonly string[]): Promise<string[]> {
  if (saves.length === 0) return [];
  const inserted = await trx
    .insertInto("user_saved_vins")
    .values(saves.map((save) => (typeof save === "string" ? { user_id: userId, vin: save, saved_price: priceNow(save) } : { user_id: userId, ...save })))
    .onConflict((oc) => oc.columns(["user_id", "vin"]).doNothing())
    .returning("vin")
    .execute();
  return inserted.map((row) => row.vin);
}

/**
 * Saves VINs to an account and raises each listing's save_car_count by one (§4), in the caller's
 * transaction. Idempotent: a VIN already saved is skipped and not counted again.
 * Returns the VINs that were newly saved.
 */
export async function addUserSavedVins(trx: Db, userId: number, vins: readonly string[]): Promise<string[]> {
  const added = await insertUserSavedVins(trx, userId, vins);
  await countSaves(trx, added, 1);
  return added;
}

/** Removes a saved VIN from an account and lowers save_car_count by one if it was saved (§4). */
export async function removeUserSavedVin(trx: Db, userId: number, vin: string): Promise<boolean> {
  const removed = await trx.deleteFrom("user_saved_vins").where("user_id", "=", userId).where("vin", "=", vin).returning("vin").executeTakeFirst();
  if (removed) await countSaves(trx, [vin], -1);
  return Boolean(removed);
}

/**
 * Saves a VIN for a visitor (§6 cookie id) and, if it was not saved yet, raises its save_car_count
 * by one: a visitor's heart counts like an account's (§4).
 */
export async function addVisitorSavedVin(trx: Db, cookieId: string, vin: string): Promise<void> {
  const inserted = await trx
    .insertInto("visitor_saved_vins")
    .values({ cookie_id: cookieId, vin, saved_price: priceNow(vin) })
    .onConflict((oc) => oc.columns(["cookie_id", "vin"]).doNothing())
    .returning("vin")
    .executeTakeFirst();
  if (inserted) await countSaves(trx, [vin], 1);
}

/** Removes a visitor's saved VIN and lowers save_car_count by one if it was saved (§4). */
export async function removeVisitorSavedVin(trx: Db, cookieId: string, vin: string): Promise<void> {
  const removed = await trx.deleteFrom("visitor_saved_vins").where("cookie_id", "=", cookieId).where("vin", "=", vin).returning("vin").executeTakeFirst();
  if (removed) await countSaves(trx, [vin], -1);
}

/**
 * The §3 saved-data card of each VIN, built from its listing (never stale), with the price it was saved at, in the
 * order given; unknown VINs are left out.
 */
export async function savedVinCards(db: Db, saves: readonly SavedEntry[]): Promise<SavedVin[]> {
  if (saves.length === 0) return [];
  const vins = saves.map((save) => save.vin);
  const savedPrices = new Map(saves.map((save) => [save.vin, save.saved_price]));
  const rows = await db
    .selectFrom("listings")
    .select(["vin", "url", "vin_name", "price", "main_picture", "image", "trim_name", "brand_name", "condition", "is_sold"])
    .where("vin", "in", vins)
    .execute();
  const byVin = new Map(rows.map((row) => [row.vin, row]));
  return vins.flatMap((vin) => {
    const row = byVin.get(vin);
    if (!row) return [];
    const card = {
      vin_name: row.vin_name,
      price: row.price,
      image: row.main_picture ?? row.image,
      trim_name: row.trim_name,
      brand: row.brand_name,
      url: row.url,
    };
    const savedPrice = savedPrices.get(vin) ?? null;
    return [
      {
        vin_id: vin,
        url: row.url,
        data: JSON.stringify(card),
        is_new: row.condition === "new",
        is_sold: row.is_sold,
        ...(savedPrice === null ? {} : { saved_price: savedPrice }),
      },
    ];
  });
}

/** A listing's current save count (0 for an unknown VIN). */
export async function saveCarCount(db: Db, vin: string): Promise<number> {
  const row = await db.selectFrom("listings").select("save_car_count").where("vin", "=", vin).executeTakeFirst();
  return row?.save_car_count ?? 0;
}

/**
 * Moves a visitor's saved VINs and searches (§6 cookie id) into the account on sign-in or sign-up:
 * once (the visitor rows are removed as they move), without duplicates, and with each VIN counted once.
 */
export async function mergeVisitorSaves(trx: Db, cookieId: string, userId: number): Promise<void> {
  // The price each was saved at moves with it (issue #26.16).
  const moved = await trx.deleteFrom("visitor_saved_vins").where("cookie_id", "=", cookieId).returning(["vin", "saved_price"]).execute();
  // The visitor's saves were counted when made; a VIN the account had saved too was counted twice for one shopper.
  const added = new Set(await insertUserSavedVins(trx, userId, moved));
  await countSaves(
    trx,
    moved.map((row) => row.vin).filter((vin) => !added.has(vin)),
    -1,
  );
  const searches = await trx.deleteFrom("visitor_saved_searches").where("cookie_id", "=", cookieId).returning("search_url").execute();
  if (searches.length) {
    await trx
      .insertInto("user_saved_searches")
      .values(searches.map((row) => ({ user_id: userId, search_url: row.search_url })))
      .onConflict((oc) => oc.columns(["user_id", "search_url"]).doNothing())
      .execute();
  }
}
