import type { FastifyPluginAsync } from "fastify";
import { contract, type SavedVin } from "@carmarket/contract";
import { requireSignedIn, signedInUser } from "../../../auth/request-user.js";
import type { Db } from "../../../db/database.js";
import { BadRequestError } from "../../../http/errors.js";
import { routeOperation } from "../../../http/contract-route.js";
import { SAVED_LIMITS } from "../account-fields.js";
import { addUserSavedVins, assertListingExists, removeUserSavedVin, saveCarCount, savedVinCards } from "./saved-vins.js";
import { SAVED_MESSAGES } from "./visitor-saved-routes.js";

async function savedVins(db: Db, userId: number): Promise<SavedVin[]> {
  const rows = await db
    .selectFrom("user_saved_vins")
    .select(["vin", "saved_price"])
    .where("user_id", "=", userId)
    .orderBy("created_at", "desc")
    .orderBy("vin")
    .execute();
  return savedVinCards(db, rows);
}

/** Signed-in saved VINs and searches (§3 Saved data, §4 Saved listing): every call needs the session. */
export const userSavedRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const preHandler = requireSignedIn(db);

  routeOperation(app, contract.getUserSaved, { preHandler }).handle(async (_input, request) => {
    const user = signedInUser(request);
    const searches = await db
      .selectFrom("user_saved_searches")
      .select(["id", "search_url", "email_digest"])
      .where("user_id", "=", user.userId)
      .orderBy("id")
      .execute();
    return { vins: await savedVins(db, user.userId), searches };
  });

  routeOperation(app, contract.saveUserVin, { preHandler }).handle(async ({ body: { vin_id: vin } }, request) => {
    const user = signedInUser(request);
    await assertListingExists(db, vin);
    // §4: the save and the card's saved-car count change together.
    const count = await db.transaction().execute(async (trx) => {
      const saved = await trx
        .selectFrom("user_saved_vins")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("user_id", "=", user.userId)
        .executeTakeFirstOrThrow();
      if (Number(saved.n) >= SAVED_LIMITS.vins) throw new BadRequestError(SAVED_MESSAGES.full);
      await addUserSavedVins(trx, user.userId, [vin]);
      return saveCarCount(trx, vin);
    });
    return { status: 1, message: SAVED_MESSAGES.vinSaved, save_car_count: count };
  });

  routeOperation(app, contract.removeUserVin, { preHandler }).handle(async ({ params: { vin_id: vin } }, request) => {
    const user = signedInUser(request);
    const count = await db.transaction().execute(async (trx) => {
      await removeUserSavedVin(trx, user.userId, vin);
      return saveCarCount(trx, vin);
    });
    return { status: 1, message: SAVED_MESSAGES.vinRemoved, save_car_count: count };
  });

  routeOperation(app, contract.saveUserSearch, { preHandler }).handle(async ({ body: { search_url } }, request) => {
    const user = signedInUser(request);
    const saved = await db
      .selectFrom("user_saved_searches")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", user.userId)
      .executeTakeFirstOrThrow();
    if (Number(saved.n) >= SAVED_LIMITS.searches) throw new BadRequestError(SAVED_MESSAGES.full);
    const row = await db
      .insertInto("user_saved_searches")
      .values({ user_id: user.userId, search_url })
      .onConflict((oc) => oc.columns(["user_id", "search_url"]).doUpdateSet({ search_url }))
      .returning("id")
      .executeTakeFirstOrThrow();
    return { status: 1, message: SAVED_MESSAGES.searchSaved, id: row.id };
  });

  routeOperation(app, contract.removeUserSearch, { preHandler }).handle(async ({ params: { id } }, request) => {
    const user = signedInUser(request);
    await db.deleteFrom("user_saved_searches").where("user_id", "=", user.userId).where("id", "=", id).execute();
    return { status: 1, message: SAVED_MESSAGES.searchRemoved };
  });

  // §4 "clear all searches".
  routeOperation(app, contract.clearUserSearches, { preHandler }).handle(async (_input, request) => {
    const user = signedInUser(request);
    await db.deleteFrom("user_saved_searches").where("user_id", "=", user.userId).execute();
    return { status: 1, message: SAVED_MESSAGES.searchRemoved };
  });
};
