import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { requireUser } from "../../../auth/request-user.js";
import type { Db } from "../../../db/database.js";
import { BadRequestError } from "../../../http/errors.js";
import { parseOrThrow } from "../../../http/data-query.js";
import { SAVED_LIMITS, searchIdSchema, searchUrlSchema, vinSchema } from "../account-fields.js";
import { addUserSavedVins, assertListingExists, removeUserSavedVin, saveCarCount, savedVinCards, type SavedVin } from "./saved-vins.js";
import { SAVED_MESSAGES } from "./visitor-saved-routes.js";

/**
 * The body of a signed-in save (§7): `vin_id`, plus `url` and `vin_data` (JSON text of vin_name,
 * price, image, trim_name, brand, url). The card data is checked for shape but not stored: the
 * answer builds it from the listing, so it is never stale and a client cannot plant content.
 */
const saveVinSchema = v.object({
  vin_id: vinSchema,
  url: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  vin_data: v.optional(
    v.pipe(
      v.string("vin_data must be JSON text."),
      v.maxLength(8192, "vin_data is too long."),
      v.check((text) => {
        try {
          const parsed: unknown = JSON.parse(text);
          return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
        } catch {
          return false;
        }
      }, "vin_data must be JSON text."),
    ),
  ),
});

async function savedVins(db: Db, userId: number): Promise<SavedVin[]> {
  const rows = await db.selectFrom("user_saved_vins").select("vin").where("user_id", "=", userId).orderBy("created_at", "desc").orderBy("vin").execute();
  return savedVinCards(
    db,
    rows.map((row) => row.vin),
  );
}

/** Signed-in saved VINs and searches (§3 Saved data, §4 Saved listing): every call needs the session. */
export const userSavedRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  app.get("/user/saved", async (request) => {
    const user = await requireUser(db, request);
    const searches = await db.selectFrom("user_saved_searches").select(["id", "search_url", "email_digest"]).where("user_id", "=", user.userId).orderBy("id").execute();
    return { vins: await savedVins(db, user.userId), searches };
  });

  app.post("/user/saved/vins", async (request) => {
    const user = await requireUser(db, request);
    const { vin_id: vin } = parseOrThrow(saveVinSchema, request.body);
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

  app.delete<{ Params: { vin_id: string } }>("/user/saved/vins/:vin_id", async (request) => {
    const user = await requireUser(db, request);
    const vin = parseOrThrow(vinSchema, request.params.vin_id);
    const count = await db.transaction().execute(async (trx) => {
      await removeUserSavedVin(trx, user.userId, vin);
      return saveCarCount(trx, vin);
    });
    return { status: 1, message: SAVED_MESSAGES.vinRemoved, save_car_count: count };
  });

  app.post("/user/saved/searches", async (request) => {
    const user = await requireUser(db, request);
    const { search_url } = parseOrThrow(v.object({ search_url: searchUrlSchema }), request.body);
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

  app.delete<{ Params: { id: string } }>("/user/saved/searches/:id", async (request) => {
    const user = await requireUser(db, request);
    const id = parseOrThrow(searchIdSchema, request.params.id);
    await db.deleteFrom("user_saved_searches").where("user_id", "=", user.userId).where("id", "=", id).execute();
    return { status: 1, message: SAVED_MESSAGES.searchRemoved };
  });

  // §4 "clear all searches".
  app.delete("/user/saved/searches", async (request) => {
    const user = await requireUser(db, request);
    await db.deleteFrom("user_saved_searches").where("user_id", "=", user.userId).execute();
    return { status: 1, message: SAVED_MESSAGES.searchRemoved };
  });
};
