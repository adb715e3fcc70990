import { sql } from "kysely";
import type { Db } from "../../../db/database.js";
import { NotFoundError } from "../../../http/errors.js";

export const VEHICLE_NOT_FOUND_MESSAGE = "Vehicle not found.";

/** Refuses a VIN that is not a listing (unknown VIN → 404). */
export async function assertListingExists(db: Db, vin: string): Promise<void> {
  const row = await db.selectFrom("listings").select("vin").where("vin", "=", vin).executeTakeFirst();
  if (!row) throw new NotFoundError(VEHICLE_NOT_FOUND_MESSAGE);
}

/**
 * Saves VINs to an account and raises each listing's save_car_count by one (§4), in the caller's
 * transaction. Idempotent: a VIN already saved is skipped and not counted again.
 * Returns the VINs that were newly saved.
 */
export async function addUserSavedVins(trx: Db, userId: number, vins: readonly string[]): Promise<string[]> {
  if (vins.length === 0) return [];
  const inserted = await trx
    .insertInto("user_saved_vins")
    .values(vins.map((vin) => ({ user_id: userId, vin })))
    .onConflict((oc) => oc.columns(["user_id", "vin"]).doNothing())
    .returning("vin")
    .execute();
  const added = inserted.map((row) => row.vin);
  if (added.length) {
    await trx
      .updateTable("listings")
      .set({ save_car_count: sql`save_car_count + 1` })
      .where("vin", "in", added)
      .execute();
  }
  return added;
}

/** Removes a saved VIN from an account and lowers save_car_count by one if it was saved (§4). */
export async function removeUserSavedVin(trx: Db, userId: number, vin: string): Promise<boolean> {
  const removed = await trx.deleteFrom("user_saved_vins").where("user_id", "=", userId).where("vin", "=", vin).returning("vin").executeTakeFirst();
  if (removed) {
    await trx
      .updateTable("listings")
      .set({ save_car_count: sql`greatest(save_car_count - 1, 0)` })
      .where("vin", "=", vin)
      .execute();
  }
  return Boolean(removed);
}

/** A listing's current save count (0 for an unknown VIN). */
export async function saveCarCount(db: Db, vin: string): Promise<number> {
  const row = await db.selectFrom("listings").select("save_car_count").where("vin", "=", vin).executeTakeFirst();
  return row?.save_car_count ?? 0;
}

/**
 * Moves a visitor's saved VINs and searches (§6 cookie id) into the account on sign-in or sign-up:
 * once (the visitor rows are removed as they move) and without duplicates.
 */
export async function mergeVisitorSaves(trx: Db, cookieId: string, userId: number): Promise<void> {
  const vins = await trx.deleteFrom("visitor_saved_vins").where("cookie_id", "=", cookieId).returning("vin").execute();
  await addUserSavedVins(
    trx,
    userId,
    vins.map((row) => row.vin),
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
