import type { FastifyPluginAsync } from "fastify";
import { contract, type CookieData, type SavedSearch, searchIdSchema, searchUrlSchema, vinSchema } from "@carmarket/contract";
import type { Db } from "../../../db/database.js";
import { BadRequestError } from "../../../http/errors.js";
import { routeOperation } from "../../../http/contract-route.js";
import { parseOrThrow } from "../../../http/data-query.js";
import { SAVED_LIMITS } from "../account-fields.js";
import { newCookieId, readCookieId } from "./cookie-id.js";
import { addVisitorSavedVin, assertListingExists, removeVisitorSavedVin, saveCarCount, savedVinCards, type SavedEntry } from "./saved-vins.js";

/** §8 success notices of the saved list. */
export const SAVED_MESSAGES = {
  vinSaved: "Vin saved successfully!",
  vinRemoved: "Vin removed from saved list.",
  searchSaved: "Search saved successfully!",
  searchRemoved: "Search removed.",
  full: "Your saved list is full. Remove some items first.",
} as const;

async function visitorVins(db: Db, cookieId: string): Promise<SavedEntry[]> {
  return db.selectFrom("visitor_saved_vins").select(["vin", "saved_price"]).where("cookie_id", "=", cookieId).orderBy("created_at").orderBy("vin").execute();
}

async function visitorSearches(db: Db, cookieId: string): Promise<SavedSearch[]> {
  return db.selectFrom("visitor_saved_searches").select(["id", "search_url"]).where("cookie_id", "=", cookieId).orderBy("id").execute();
}

async function countFor(db: Db, table: "visitor_saved_vins" | "visitor_saved_searches", cookieId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("cookie_id", "=", cookieId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * A visitor's saved VINs and searches by cookie id (§6, §7 cookie data calls). Every write answers
 * `{status, message, cookie_id, data}` with the list after the change; a new visitor gets a fresh id.
 */
export const visitorSavedRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  routeOperation(app, contract.getCookieData).handle(async ({ query }, request) => {
    const cookieId = readCookieId(request, query.cookie_id);
    const types = query.type.split(",");
    const answer: CookieData = { cookie_id: cookieId };
    if (types.includes("vin")) {
      const vins = cookieId ? await visitorVins(db, cookieId) : [];
      // §3: each VIN's card too, so a visitor's saved list shows name, price, picture and sold state as an account's does.
      answer.vin = { data: vins.map((save) => save.vin), cars: await savedVinCards(db, vins) };
    }
    if (types.includes("search")) answer.search = { data: cookieId ? await visitorSearches(db, cookieId) : [] };
    return answer;
  });

  routeOperation(app, contract.saveCookieData).handle(async ({ body }, request) => {
    const cookieId = readCookieId(request, body.cookie_id) ?? newCookieId();
    if (body.type === "vin") {
      const vin = parseOrThrow(vinSchema, body.data);
      await assertListingExists(db, vin);
      if ((await countFor(db, "visitor_saved_vins", cookieId)) >= SAVED_LIMITS.vins) throw new BadRequestError(SAVED_MESSAGES.full);
      // §4: the save and the card's saved-car count change together, for visitors as for accounts.
      const count = await db.transaction().execute(async (trx) => {
        await addVisitorSavedVin(trx, cookieId, vin);
        return saveCarCount(trx, vin);
      });
      return {
        status: 1,
        message: SAVED_MESSAGES.vinSaved,
        cookie_id: cookieId,
        data: (await visitorVins(db, cookieId)).map((save) => save.vin),
        save_car_count: count,
      };
    }
    const searchUrl = parseOrThrow(searchUrlSchema, body.data);
    if ((await countFor(db, "visitor_saved_searches", cookieId)) >= SAVED_LIMITS.searches) throw new BadRequestError(SAVED_MESSAGES.full);
    await db
      .insertInto("visitor_saved_searches")
      .values({ cookie_id: cookieId, search_url: searchUrl })
      .onConflict((oc) => oc.columns(["cookie_id", "search_url"]).doNothing())
      .execute();
    return { status: 1, message: SAVED_MESSAGES.searchSaved, cookie_id: cookieId, data: await visitorSearches(db, cookieId) };
  });

  routeOperation(app, contract.removeCookieData).handle(async ({ body }, request) => {
    const cookieId = readCookieId(request, body.cookie_id) ?? newCookieId();
    if (body.type === "vin") {
      const vin = parseOrThrow(vinSchema, body.data);
      const count = await db.transaction().execute(async (trx) => {
        await removeVisitorSavedVin(trx, cookieId, vin);
        return saveCarCount(trx, vin);
      });
      return {
        status: 1,
        message: SAVED_MESSAGES.vinRemoved,
        cookie_id: cookieId,
        data: (await visitorVins(db, cookieId)).map((save) => save.vin),
        save_car_count: count,
      };
    }
    // §7: the clear flag removes every saved search.
    const clear = body.clear === true || body.clear === 1 || body.clear === "1" || body.clear === "true";
    let remove = db.deleteFrom("visitor_saved_searches").where("cookie_id", "=", cookieId);
    if (!clear) {
      // A search is named by its id (from the list answer) or by its URL.
      remove =
        typeof body.data === "number"
          ? remove.where("id", "=", parseOrThrow(searchIdSchema, body.data))
          : remove.where("search_url", "=", parseOrThrow(searchUrlSchema, body.data));
    }
    await remove.execute();
    return { status: 1, message: SAVED_MESSAGES.searchRemoved, cookie_id: cookieId, data: await visitorSearches(db, cookieId) };
  });
};
