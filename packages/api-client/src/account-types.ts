import type { LeadSubmission, ProblemReportReason } from "@carmarket/validation";

/** The `{status, message}` answer of account write calls; status 1 = done. */
export interface MessageAnswer {
  status: 1;
  message: string;
}

/** A saved search (§3: search_url) with the id the remove call takes. */
export interface SavedSearch {
  id: number;
  search_url: string;
  /** Signed-in saved searches only: whether the daily email of new matches is on. */
  email_digest?: boolean;
}

/** A price-drop alert sent to the signed-in account's address (`getUserAlerts`). */
export interface UserAlert {
  id: number;
  vin: string;
  vin_name: string;
  price: number | null;
  url: string;
  is_new: boolean;
  is_sold: boolean;
  /** ISO time the alert was made. */
  created_at: string;
}

/** Answer of `getUserAlerts`: alerts are shown only for a verified address. */
export interface UserAlerts {
  is_email_verified: boolean;
  alerts: UserAlert[];
}

/** Query of `getCookieData` (§7 load saved items). */
export interface CookieDataParams {
  /** Which lists: 'vin', 'search' or 'vin,search'. */
  type: string;
  format?: "partial";
  /** The visitor's cookie id (§6); without one both lists are empty. */
  cookie_id?: string;
}

/** Answer of `getCookieData`: the requested lists of a visitor. */
export interface CookieData {
  cookie_id: string | null;
  /** The saved VINs and, in the same order, each one's card as `getUserSaved` answers it (§3). */
  vin?: { data: string[]; cars: SavedVin[] };
  search?: { data: SavedSearch[] };
}

/** Body of `saveCookieData` / `removeCookieData` (§7): a VIN, or a search URL (remove also takes its id). */
export interface CookieDataBody {
  type: "vin" | "search";
  data?: string | number;
  cookie_id?: string;
  /** With type search: remove every saved search (§7 clear flag). */
  clear?: boolean;
}

/**
 * Answer of the visitor save/remove calls: the list after the change and the (possibly new) cookie id;
 * for a VIN also the listing's saved-car count after the change (§4: visitors' hearts count too).
 */
export interface CookieDataAnswer extends MessageAnswer {
  cookie_id: string;
  data: string[] | SavedSearch[];
  save_car_count?: number;
}

/** One saved car of a signed-in user (§3 Saved data). */
export interface SavedVin {
  vin_id: string;
  url: string;
  /** JSON text of `SavedVinData`. */
  data: string;
  is_new: boolean;
  is_sold: boolean;
}

/** What `SavedVin.data` and `SaveUserVinBody.vin_data` hold, as JSON text (§3, §7). */
export interface SavedVinData {
  vin_name: string;
  price: number | null;
  image: string | null;
  trim_name: string | null;
  brand: string;
  url: string;
}

/** Answer of `getUserSaved`. */
export interface UserSaved {
  vins: SavedVin[];
  searches: SavedSearch[];
}

/** Body of `saveUserVin` (§7). */
export interface SaveUserVinBody {
  vin_id: string;
  url?: string;
  /** JSON text of `SavedVinData`. */
  vin_data?: string;
}

/** Answer of `saveUserVin` / `removeUserVin`: the listing's saved-car count after the change (§4). */
export interface SaveCountAnswer extends MessageAnswer {
  save_car_count: number;
}

/** Answer of `saveUserSearch`: the saved search's id. */
export interface SaveSearchAnswer extends MessageAnswer {
  id: number;
}

/** Body of `signUp` (§5 sign-up form); `cookie_id` moves a visitor's saves into the new account. */
export interface SignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  phone?: string;
  password: string;
  confirm_password: string;
  cookie_id?: string;
}

/** Body of `signIn`; `cookie_id` moves a visitor's saves into the account. */
export interface SignInBody {
  email: string;
  password: string;
  cookie_id?: string;
}

/**
 * Answer of `signIn` (§7). `token` is a marker, not the secret: the session travels only in the
 * HttpOnly `user-jwt-token` cookie. Refusals (401 'Unauthorized', 403 unverified) arrive as errors
 * whose response data has this shape, `is_email_verified: false` only for an unverified account.
 */
export interface SignInAnswer {
  status?: 0 | 1;
  message?: string;
  token: string | null;
  error: string | null;
  is_email_verified: boolean | null;
}

/** Body of `resetPassword`: the new password and the token of the emailed link. */
export interface ResetPasswordBody {
  password: string;
  token: string;
  confirm_password?: string;
}

/** Body of `changePassword`. */
export interface ChangePasswordBody {
  old_password: string;
  new_password: string;
  confirm_password?: string;
}

/** The signed-in user (§3 User) without the password, with the communication preference. */
export interface AccountUser {
  id: number;
  name: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  /** PayPal account (§3 payment_id). */
  payment_id: string | null;
  is_email_verified: boolean;
  communication_opt_in: boolean;
}

/** Body of `updateDetails`: any of the fields; an empty phone or payment_id clears it. */
export interface UpdateDetailsBody {
  name?: string;
  first_name?: string;
  last_name?: string;
  phone?: string;
  payment_id?: string;
}

/** Body of `submitLead`: the §5 lead form with source and page of origin (§3). */
export type LeadBody = LeadSubmission & { selectedVins?: string[] };

/** Answer of `submitLead`. */
export interface LeadAnswer extends MessageAnswer {
  lead_id: number;
}

/** Body of `sendVinFeedback`: one §3 problem-report reason. */
export interface VinFeedbackBody {
  vin: string;
  reason: ProblemReportReason;
  comment?: string;
}

/** The analytics events of §7 with their fields. */
export type AnalyticsEvent =
  | { name: "zip_submit"; zipcode: string }
  | { name: "zippop_closed" }
  | { name: "leadform_opened"; vin?: string }
  | { name: "vin_clicked"; vin_id: string };

/** Answer of the tracking calls. */
export interface TrackAnswer {
  status: 1;
}

/** A site flag: '1' on, '0' off. */
export type SiteFlag = "1" | "0";

/** Answer of `getSiteConfig`. */
export interface SiteConfig {
  site_name: string;
  light_header: SiteFlag;
  zip_popup: SiteFlag;
  ad_slots: { "Above-News-Title": SiteFlag; carIndigo_above_sidebar_news: SiteFlag; "Half-page-News-1": SiteFlag };
}
