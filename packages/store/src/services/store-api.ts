import type { ApiClient, ReviewModel, ReviewSubmodel } from "@carmarket/api-client";

// The store takes the types of the calls its sagas make from @carmarket/api-client, whose types come from
// @carmarket/contract (ADR 244): a field added to an answer there reaches the sagas with no edit here. Only
// types are imported; the apps inject the real client (ADR 080, 245), tests a fake.

/**
 * Exactly the @carmarket/api-client functions the sagas call, with the client's names and signatures.
 * The apps pass the client itself (or `createBrowserStoreApi()`, which delegates to it).
 */
export type StoreApi = Pick<
  ApiClient,
  | "lookupZip"
  | "lookupLocation"
  | "getReviewModels"
  | "getSaleModels"
  | "getRankingList"
  | "getCookieData"
  | "saveCookieData"
  | "removeCookieData"
  | "getUserSaved"
  | "saveUserVin"
  | "removeUserVin"
  | "saveUserSearch"
  | "removeUserSearch"
  | "clearUserSearches"
  | "submitLead"
  | "signIn"
  | "signUp"
  | "signOut"
  | "verifyEmail"
  | "resendVerification"
  | "forgotPassword"
  | "resetPassword"
  | "changePassword"
  | "updateDetails"
>;

/** What a call of the store's API answers when it succeeds (reads answer null when they fail, §7). */
export type AnswerOf<K extends keyof StoreApi> = NonNullable<Awaited<ReturnType<StoreApi[K]>>>;

/** Answer of `lookupZip` (§7); `status` 0 (a well-formed ZIP the API does not know) means `msg` says why (§8). */
export type ZipLookupAnswer = AnswerOf<"lookupZip">;

/** `data` of the zip lookup answer (§7). */
export type ZipListingData = ZipLookupAnswer["data"];

/** A listing card as the zip lookup's groups carry it (§3). */
export type ListingSummary = ZipListingData["subfooter_vins"][number];

/** Answer of `lookupLocation` (§3 geolocation result: status 1 = success). */
export type LocationAnswer = AnswerOf<"lookupLocation">;

/**
 * One entry of a models answer (§3): a review model, a review submodel of the mobile picker or a sale model.
 * `getReviewModels` is generic (its answer depends on `is_parent_submodel`), which `ReturnType` cannot
 * follow, so its two answers are named by the client.
 */
export type ModelEntry = ReviewModel | ReviewSubmodel | AnswerOf<"getSaleModels">[number];

/** A ranking link (§3 ranking item). */
export type RankingEntry = AnswerOf<"getRankingList">[number];

/** The `{status, message}` answer of a write call; a refusal is thrown, not answered (§8). */
export type StatusAnswer = AnswerOf<"signUp">;

/** Body of the visitor cookie-id calls (§7): `clear` with type search removes them all. */
export type CookieWriteBody = Parameters<StoreApi["saveCookieData"]>[0];

/** Answer of the visitor cookie-id calls (§7). */
export type CookieDataAnswer = AnswerOf<"saveCookieData">;

/** Answer of `getCookieData` (§7 load saved items). */
export type CookieSavedAnswer = AnswerOf<"getCookieData">;

/** Answer of `getUserSaved`. */
export type UserSavedAnswer = AnswerOf<"getUserSaved">;

/** One saved car of a signed-in user (§3 saved data); `data` is JSON text. */
export type UserSavedVin = UserSavedAnswer["vins"][number];

/** Answer of `saveUserVin`/`removeUserVin`: the listing's new saved-car count. */
export type SaveCountAnswer = AnswerOf<"saveUserVin">;

/** Answer of `signIn` (§7). */
export type SignInAnswer = AnswerOf<"signIn">;

/** Body of `signUp`. */
export type SignUpBody = Parameters<StoreApi["signUp"]>[0];

/**
 * A saved search as the saved state keeps it (§3): its URL and, once the account saved it, the id the
 * remove call takes and whether its daily email is on (ADR 190). A visitor's searches have neither, so both are
 * optional here, unlike in the answers.
 */
export type SavedSearch = Pick<UserSavedAnswer["searches"][number], "search_url"> & Partial<Pick<UserSavedAnswer["searches"][number], "id" | "email_digest">>;
