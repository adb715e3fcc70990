import type { Listing } from "@carmarket/listing";
import type { LeadSubmission } from "@carmarket/validation";

// The API calls the sagas make, named and typed as in docs/api-contract.md. The store never imports
// @carmarket/api-client's implementation: the apps inject the real client (ADR 080), tests a fake.
// Answers list only the fields the store reads, so the real client's richer answers still fit.

/**
 * A listing as the zip lookup's groups carry it: the §3 fields, of which only the VIN is certain
 * (per-product deal values left out, so the client's card type fits).
 */
export type ListingSummary = Omit<Listing, `${string}_deal_value`>;

/** `data` of the zip lookup answer (§7). */
export interface ZipListingData {
  subfooter_vins?: ListingSummary[] | null;
  sidebar_vins?: ListingSummary[] | null;
  price_dropped_listings?: ListingSummary[] | null;
  featured_listings?: ListingSummary[] | null;
  newly_added_listings?: ListingSummary[] | null;
  on_sale_listings?: ListingSummary[] | null;
  cheap_listings?: ListingSummary[] | null;
  /** Filter facets for the for-sale listings; passed through untouched. */
  forsale_listings_filter?: unknown;
  count?: number | null;
  vin_url?: string | null;
  name?: string | null;
  heading?: string | null;
  is_new?: boolean | number | null;
}

/** Input of `lookupZip` (§7: stored zip, new zip, the listing URL and who invoked it). */
export interface ZipLookupParams {
  zipcode: string;
  stored_zip?: string;
  url?: string;
  invoked_by?: string;
}

/**
 * Answer of `lookupZip` (§7). No `data`, or `status` 0 (a well-formed ZIP the API does not know, answered
 * with empty lists), means the lookup failed and `msg` says why (§8).
 */
export interface ZipLookupAnswer {
  status?: number | null;
  data?: ZipListingData | null;
  cookie_zip?: string | null;
  city_name?: string | null;
  msg?: string | null;
  trims?: unknown;
}

/** Answer of `lookupLocation` (§3 geolocation result: status 1 = success). */
export interface LocationAnswer {
  status?: number | null;
  zip?: string | null;
  msg?: string | null;
}

/** Input of `getReviewModels` (§7 models, review flow; the mobile picker sends is_parent_submodel). */
export interface ReviewModelsParams {
  brand_id: number;
  is_slug_required: 1;
  for_home?: 1;
  is_parent_submodel?: 1;
}

/** Input of `getSaleModels` (§7 models, sale flow). */
export interface SaleModelsParams {
  brand_id: number;
  is_slug_required: 1;
  is_new: 0 | 1;
  is_certified: 0 | 1;
  for_home?: 1;
}

/** A year under a model (§3 year entry). */
export interface YearEntry {
  year: number | string;
  url: string;
}

/**
 * One entry of a models answer (§3): a review model (name), a sale model (model_name) or, for the
 * mobile picker, a review submodel (sub_model_name) grouping its models in `models_data`.
 */
export interface ModelEntry {
  id?: number | string;
  name?: string;
  model_name?: string;
  sub_model_name?: string;
  model_slug?: string;
  sub_model_slug?: string;
  url?: string;
  years?: YearEntry[] | null;
  models_data?: ModelEntry[] | null;
}

/** A models answer: the list, a `{message}` refusal (§8), or null (client wrapper failure, §7). */
export type ModelsAnswer = ModelEntry[] | { message?: string | null } | null;

/** A ranking link (§3 ranking item). */
export interface RankingEntry {
  url: string;
  title: string;
}

/** The `{status, message}` answer of write calls; status 1 = done. */
export interface StatusAnswer {
  status?: number | boolean | null;
  message?: string | null;
}

/** Answer of the visitor cookie-id calls (§7). */
export interface CookieDataAnswer extends SaveCountAnswer {
  cookie_id?: string | null;
}

/** Body of the visitor cookie-id calls (§7): `clear` with type search removes them all. */
export interface CookieWriteBody {
  type: "vin" | "search";
  data: string;
  cookie_id?: string;
  clear?: boolean;
}

/** A saved search (§3): its URL and, in the account, its id. */
export interface SavedSearch {
  id?: number | string;
  search_url: string;
}

/** Answer of `getCookieData` (§7 load saved items). */
export interface CookieSavedAnswer {
  /** The VINs and each one's card (§3), as an account's saved cars. */
  vin?: { data?: string[] | null; cars?: UserSavedVin[] | null } | null;
  search?: { data?: SavedSearch[] | null } | null;
}

/** One saved car of a signed-in user (§3 saved data); `data` is JSON text. */
export interface UserSavedVin {
  vin_id: string;
  url?: string | null;
  data?: string | null;
  is_new?: boolean | number | null;
  is_sold?: boolean | number | null;
}

/** Answer of `getUserSaved`. */
export interface UserSavedAnswer {
  vins?: UserSavedVin[] | null;
  searches?: SavedSearch[] | null;
}

/** Answer of `saveUserVin`/`removeUserVin`: the listing's new saved-car count. */
export interface SaveCountAnswer extends StatusAnswer {
  save_car_count?: number | null;
}

/** Answer of `signIn` (§7): `error` may be text or an object of messages (§8). */
export interface SignInAnswer {
  token?: string | null;
  error?: unknown;
  is_email_verified?: boolean | number | null;
}

/** Body of `signUp`. */
export interface SignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  confirm_password: string;
  /** §6: the visitor's cookie id; what it saved moves into the new account. */
  cookie_id?: string;
}

/** Body of `updateDetails` (§3 user: name is first and last joined). */
export interface DetailsBody {
  name: string;
  first_name: string;
  last_name: string;
  phone: string;
  payment_id: string;
}

/**
 * Exactly the @carmarket/api-client functions the sagas call, with docs/api-contract.md's names and
 * signatures. The apps pass the real client (`createApiClient(…)`), which must satisfy this type.
 */
export interface StoreApi {
  /** Null when the client's read failed (§7 wrappers return null on failure). */
  lookupZip(params: ZipLookupParams): Promise<ZipLookupAnswer | null>;
  lookupLocation(params: { latlong: string }): Promise<LocationAnswer | null>;
  getReviewModels(params: ReviewModelsParams): Promise<ModelsAnswer>;
  getSaleModels(params: SaleModelsParams): Promise<ModelsAnswer>;
  getRankingList(params: { submodel_family: string }): Promise<RankingEntry[] | null>;
  getCookieData(params: { type: "vin,search"; format: "partial"; cookie_id: string }): Promise<CookieSavedAnswer | null>;
  saveCookieData(body: CookieWriteBody): Promise<CookieDataAnswer>;
  removeCookieData(body: CookieWriteBody): Promise<CookieDataAnswer>;
  getUserSaved(): Promise<UserSavedAnswer | null>;
  saveUserVin(body: { url: string; vin_data: string; vin_id: string }): Promise<SaveCountAnswer>;
  removeUserVin(vinId: string): Promise<SaveCountAnswer>;
  /** Answers the new search's `id`, which removing it needs. */
  saveUserSearch(body: { search_url: string }): Promise<StatusAnswer & { id?: number | string | null }>;
  removeUserSearch(id: number | string): Promise<StatusAnswer>;
  clearUserSearches(): Promise<StatusAnswer>;
  submitLead(body: LeadSubmission, idempotencyKey: string): Promise<StatusAnswer>;
  signIn(body: { email: string; password: string; cookie_id?: string }): Promise<SignInAnswer>;
  signUp(body: SignUpBody): Promise<StatusAnswer>;
  signOut(): Promise<unknown>;
  verifyEmail(body: { token: string }): Promise<StatusAnswer>;
  resendVerification(body: { email: string }): Promise<StatusAnswer>;
  forgotPassword(body: { email: string }): Promise<StatusAnswer>;
  resetPassword(body: { password: string; token: string }): Promise<StatusAnswer>;
  changePassword(body: { old_password: string; new_password: string }): Promise<StatusAnswer>;
  updateDetails(body: DetailsBody): Promise<StatusAnswer>;
}
