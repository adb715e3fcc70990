import * as v from "valibot";
import { isValidVin } from "@carmarket/validation";
import { cookieIdField, emptyBody, messageAnswer, messageAnswerSaying, SIGNED_IN_ONLY } from "./accounts.js";
import { defineOperations, type QueryOf } from "./operation.js";
import { wholeNumber } from "./answer-fields.js";

export const INVALID_VIN_MESSAGE = "Invalid VIN.";

/** A VIN (ISO 3779 with check digit); upper-cased first so feed-style lower case is accepted. */
export const vinSchema = v.pipe(
  v.string(INVALID_VIN_MESSAGE),
  v.trim(),
  v.toUpperCase(),
  v.check((vin) => isValidVin(vin), INVALID_VIN_MESSAGE),
  v.description("A VIN with a correct check digit (ISO 3779); lower case is accepted."),
);

export const INVALID_SEARCH_MESSAGE = "Invalid search.";

/**
 * A saved search is a path on this site (`/used-cars/toyota?…`): never another origin or a
 * `javascript:` URL, since the apps render it as a link.
 */
export const searchUrlSchema = v.pipe(
  v.string(INVALID_SEARCH_MESSAGE),
  v.trim(),
  v.maxLength(2048, INVALID_SEARCH_MESSAGE),
  v.regex(/^\/(?![/\\])[^\s\p{Cc}]*$/u, INVALID_SEARCH_MESSAGE),
  v.description("A search page path on this site, e.g. `/used-cars/honda?zip=94103`."),
);

/** A saved search's id (a positive 32-bit integer; path parameters arrive as text). */
export const searchIdSchema = v.pipe(
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,10}$/), v.transform(Number))], INVALID_SEARCH_MESSAGE),
  v.number(INVALID_SEARCH_MESSAGE),
  v.integer(INVALID_SEARCH_MESSAGE),
  v.minValue(1, INVALID_SEARCH_MESSAGE),
  v.maxValue(2_147_483_647, INVALID_SEARCH_MESSAGE),
);

/** A saved search (§3: search_url) with the id the remove call takes. */
export const savedSearch = v.object({
  id: wholeNumber,
  search_url: v.string(),
  email_digest: v.pipe(v.optional(v.boolean()), v.description("Signed-in saved searches only: whether the daily email of new matches is on (ADR 190).")),
});
export type SavedSearch = v.InferOutput<typeof savedSearch>;

/** One saved car, of an account or a visitor (§3 Saved data), built from its listing at read time. */
export const savedVin = v.object({
  vin_id: v.string(),
  url: v.string(),
  data: v.pipe(v.string(), v.description("§3: JSON text of `SavedVinData` (vin_name, price, image, trim_name, brand, url).")),
  is_new: v.boolean(),
  is_sold: v.boolean(),
  saved_price: v.pipe(v.optional(v.number()), v.description("The car's price when it was saved; absent for saves made before it was kept (issue #26.16).")),
});
export type SavedVin = v.InferOutput<typeof savedVin>;

/** What `SavedVin.data` and `SaveUserVinBody.vin_data` hold, as JSON text (§3, §7). */
export interface SavedVinData {
  vin_name: string;
  price: number | null;
  image: string | null;
  trim_name: string | null;
  brand: string;
  url: string;
}

const VIN = "1HGCM82633A004352";
const savedVinExample = {
  vin_id: VIN,
  url: `/vin/${VIN}`,
  data: JSON.stringify({ vin_name: "2021 Honda Accord EX", price: 23_500, image: null, trim_name: "EX", brand: "Honda", url: `/vin/${VIN}` }),
  is_new: false,
  is_sold: false,
};
const COOKIE_ID = "0f3c2a9e8b7d6c5f4e3a2b1c0d9e8f7a";

/** Query of `getCookieData` (§7 load saved items). */
const cookieDataQuery = v.object({
  type: v.pipe(v.optional(v.pipe(v.string(), v.maxLength(20)), "vin,search"), v.description("Which lists: `vin`, `search` or `vin,search`.")),
  format: v.pipe(v.optional(v.string()), v.description("`partial` (§7).")),
  cookie_id: v.pipe(v.optional(v.string()), v.description("The visitor's cookie id (§6); without one both lists are empty.")),
});

/** Answer of `getCookieData`: the requested lists of a visitor. */
export const cookieData = v.object({
  cookie_id: v.nullable(v.string()),
  vin: v.pipe(
    v.optional(v.object({ data: v.array(v.string()), cars: v.array(savedVin) })),
    v.description("The saved VINs and, in the same order, each one's card as `getUserSaved` answers it (§3)."),
  ),
  search: v.optional(v.object({ data: v.array(savedSearch) })),
});
export type CookieData = v.InferOutput<typeof cookieData>;

/** Body of `saveCookieData` / `removeCookieData` (§7): a VIN, or a search URL (remove also takes its id). */
export const cookieDataBody = v.object({
  type: v.picklist(["vin", "search"], "Unknown saved item type."),
  data: v.pipe(v.optional(v.unknown()), v.description("The VIN, or the search URL (remove also takes the search's id); checked by `type`.")),
  cookie_id: cookieIdField,
  clear: v.pipe(
    v.optional(v.union([v.boolean(), v.picklist(["1", "0", "true", "false"]), v.picklist([1, 0])])),
    v.description("With type search on remove: remove every saved search (§7 clear flag)."),
  ),
});
export type CookieDataBody = v.InferInput<typeof cookieDataBody>;

/**
 * Answer of the visitor save/remove calls: the list after the change and the (possibly new) cookie id;
 * for a VIN also the listing's saved-car count after the change (§4: visitors' hearts count too).
 */
export const cookieDataAnswer = v.pipe(
  v.object({
    ...messageAnswer.entries,
    cookie_id: v.string(),
    data: v.union([v.array(v.string()), v.array(savedSearch)]),
    save_car_count: v.optional(wholeNumber),
  }),
  v.examples([{ status: 1 as const, message: "Vin saved successfully!", cookie_id: COOKIE_ID, data: [VIN], save_car_count: 3 }]),
);
export type CookieDataAnswer = v.InferOutput<typeof cookieDataAnswer>;

/** Answer of `getUserSaved`. */
export const userSaved = v.object({ vins: v.array(savedVin), searches: v.array(savedSearch) });
export type UserSaved = v.InferOutput<typeof userSaved>;

/**
 * Body of `saveUserVin` (§7): `vin_id`, plus `url` and `vin_data`. The card data is checked for shape but not
 * stored: the answer builds it from the listing, so it is never stale and a client cannot plant content.
 */
export const saveUserVinBody = v.object({
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
      v.description("JSON text of `SavedVinData`."),
    ),
  ),
});
export type SaveUserVinBody = v.InferInput<typeof saveUserVinBody>;

/** Answer of `saveUserVin` / `removeUserVin`: the listing's saved-car count after the change (§4). */
export const saveCountAnswer = v.object({ ...messageAnswer.entries, save_car_count: wholeNumber });
export type SaveCountAnswer = v.InferOutput<typeof saveCountAnswer>;

/** Answer of `saveUserSearch`: the saved search's id. */
export const saveSearchAnswer = v.object({ ...messageAnswer.entries, id: wholeNumber });
export type SaveSearchAnswer = v.InferOutput<typeof saveSearchAnswer>;

export const savedOperations = defineOperations({
  getCookieData: {
    method: "GET",
    path: "/get_cookie_data",
    tag: "saved",
    summary: "Get a visitor's saved cars and searches",
    description: "§7 'load saved items' by cookie id (§6), from the `cookie_id` key or the `X-Cookie-Id` header.",
    query: cookieDataQuery,
    answer: v.pipe(
      cookieData,
      v.examples([
        { cookie_id: COOKIE_ID, vin: { data: [VIN], cars: [savedVinExample] }, search: { data: [{ id: 4, search_url: "/used-cars/honda?zip=94103" }] } },
      ]),
    ),
  },
  saveCookieData: {
    method: "POST",
    path: "/save_cookie_data",
    tag: "saved",
    summary: "Save a car or a search for a visitor",
    description: "§7, §8 'Vin saved successfully!' / 'Search saved successfully!'; a new visitor gets a fresh `cookie_id`. A VIN's save counts +1 once (§4).",
    body: cookieDataBody,
    answer: cookieDataAnswer,
  },
  removeCookieData: {
    method: "POST",
    path: "/remove_cookie_data",
    tag: "saved",
    summary: "Remove a visitor's saved car or search",
    description: "§7, §8 'Vin removed from saved list.' / 'Search removed.'; with `clear`, every saved search.",
    body: cookieDataBody,
    answer: cookieDataAnswer,
  },
  getUserSaved: {
    method: "GET",
    path: "/user/saved",
    tag: "saved",
    summary: "Get the signed-in user's saved cars and searches",
    description: "§3 Saved data, newest car first.",
    answer: v.pipe(userSaved, v.examples([{ vins: [savedVinExample], searches: [{ id: 4, search_url: "/used-cars/sedan", email_digest: true }] }])),
    otherAnswers: SIGNED_IN_ONLY,
  },
  saveUserVin: {
    method: "POST",
    path: "/user/saved/vins",
    tag: "saved",
    summary: "Save a car to the account",
    description: "§4 Saved listing: counts +1 once (a repeat changes nothing) and answers the listing's new count.",
    body: saveUserVinBody,
    answer: v.pipe(saveCountAnswer, v.examples([{ status: 1 as const, message: "Vin saved successfully!", save_car_count: 3 }])),
    otherAnswers: SIGNED_IN_ONLY,
  },
  removeUserVin: {
    method: "DELETE",
    path: "/user/saved/vins/:vin_id",
    tag: "saved",
    summary: "Remove a saved car from the account",
    description: "§4: counts −1 if it was saved.",
    params: v.object({ vin_id: vinSchema }),
    body: emptyBody,
    answer: v.pipe(saveCountAnswer, v.examples([{ status: 1 as const, message: "Vin removed from saved list.", save_car_count: 2 }])),
    otherAnswers: SIGNED_IN_ONLY,
  },
  saveUserSearch: {
    method: "POST",
    path: "/user/saved/searches",
    tag: "saved",
    summary: "Save a search to the account",
    description: "Its daily email of new matches starts on (ADR 190).",
    body: v.object({ search_url: searchUrlSchema }),
    answer: v.pipe(saveSearchAnswer, v.examples([{ status: 1 as const, message: "Search saved successfully!", id: 4 }])),
    otherAnswers: SIGNED_IN_ONLY,
  },
  removeUserSearch: {
    method: "DELETE",
    path: "/user/saved/searches/:id",
    tag: "saved",
    summary: "Remove a saved search from the account",
    params: v.object({ id: v.pipe(searchIdSchema, v.description("The saved search's id.")) }),
    body: emptyBody,
    answer: messageAnswerSaying("Search removed."),
    otherAnswers: SIGNED_IN_ONLY,
  },
  clearUserSearches: {
    method: "DELETE",
    path: "/user/saved/searches",
    tag: "saved",
    summary: "Remove every saved search of the account",
    description: "§4 'clear all searches'.",
    body: emptyBody,
    answer: messageAnswerSaying("Search removed."),
    otherAnswers: SIGNED_IN_ONLY,
  },
});

/** Query of `getCookieData` (§7 load saved items) as the client passes it. */
export type CookieDataParams = QueryOf<typeof savedOperations.getCookieData>;
