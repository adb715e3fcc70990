import { dataParams, orNull, type Http } from "./http.js";
import type {
  AccountUser,
  AnalyticsEvent,
  ChangePasswordBody,
  CookieData,
  CookieDataAnswer,
  CookieDataBody,
  CookieDataParams,
  LeadAnswer,
  LeadBody,
  MessageAnswer,
  ResetPasswordBody,
  SaveCountAnswer,
  SaveSearchAnswer,
  SaveUserVinBody,
  SignInAnswer,
  SignInBody,
  SignUpBody,
  SiteConfig,
  TrackAnswer,
  UpdateDetailsBody,
  UserAlerts,
  UserSaved,
  VinFeedbackBody,
} from "./account-types.js";

/**
 * Calls for accounts, saved items, leads, tracking, alerts and site config (docs/api-contract.md).
 * Reads return null on failure (§7); writes throw the axios error, whose `{message}` the store shows
 * (`apiErrorMessage`).
 */
export function accountCalls(http: Http) {
  const read = <T>(url: string, config?: Parameters<Http["get"]>[1]): Promise<T | null> => orNull(http.get<T>(url, config).then((r) => r.data));
  const post = async <T>(url: string, body?: unknown, config?: Parameters<Http["post"]>[2]): Promise<T> => (await http.post<T>(url, body, config)).data;
  const put = async <T>(url: string, body: unknown): Promise<T> => (await http.put<T>(url, body)).data;
  const remove = async <T>(url: string): Promise<T> => (await http.delete<T>(url)).data;
  /** Tracking never breaks a page: failures and empty answers read as null (§7 "answer or null when empty"). */
  const track = (url: string, body: unknown): Promise<TrackAnswer | null> => orNull(post<TrackAnswer | "">(url, body).then((data) => data || null));

  return {
    /** GET /get_cookie_data: a visitor's saved VINs and searches (§7 type 'vin,search', format partial). */
    getCookieData(params: CookieDataParams): Promise<CookieData | null> {
      return read(`/get_cookie_data`, dataParams({ ...params }));
    },
    /** POST /save_cookie_data: saves a VIN or search for a visitor; a new visitor gets a cookie_id. */
    saveCookieData(body: CookieDataBody): Promise<CookieDataAnswer> {
      return post(`/save_cookie_data`, body);
    },
    /** POST /remove_cookie_data: removes a VIN or search (or, with `clear`, every search). */
    removeCookieData(body: CookieDataBody): Promise<CookieDataAnswer> {
      return post(`/remove_cookie_data`, body);
    },
    /** GET /user/saved: the signed-in user's saved cars and searches; null when signed out. */
    getUserSaved(): Promise<UserSaved | null> {
      return read(`/user/saved`);
    },
    /** POST /user/saved/vins: saves a car to the account; answers the listing's new save count. */
    saveUserVin(body: SaveUserVinBody): Promise<SaveCountAnswer> {
      return post(`/user/saved/vins`, body);
    },
    /** DELETE /user/saved/vins/{vin_id}. */
    removeUserVin(vinId: string): Promise<SaveCountAnswer> {
      return remove(`/user/saved/vins/${encodeURIComponent(vinId)}`);
    },
    /** POST /user/saved/searches. */
    saveUserSearch(body: { search_url: string }): Promise<SaveSearchAnswer> {
      return post(`/user/saved/searches`, body);
    },
    /** DELETE /user/saved/searches/{id}. */
    removeUserSearch(id: number | string): Promise<MessageAnswer> {
      return remove(`/user/saved/searches/${encodeURIComponent(id)}`);
    },
    /** DELETE /user/saved/searches: clears every saved search. */
    clearUserSearches(): Promise<MessageAnswer> {
      return remove(`/user/saved/searches`);
    },
    /** POST /auth/sign-up: the same answer whether or not the email already has an account. */
    signUp(body: SignUpBody): Promise<MessageAnswer> {
      return post(`/auth/sign-up`, body);
    },
    /** POST /auth/sign-in: sets the HttpOnly session cookie; refusals throw with a `SignInAnswer` as response data. */
    signIn(body: SignInBody): Promise<SignInAnswer> {
      return post(`/auth/sign-in`, body);
    },
    /** POST /auth/sign-out: ends the session and clears the cookie. */
    signOut(): Promise<MessageAnswer> {
      return post(`/auth/sign-out`);
    },
    /** POST /auth/verify-email with the emailed token. */
    verifyEmail(body: { token: string }): Promise<MessageAnswer> {
      return post(`/auth/verify-email`, body);
    },
    /** POST /auth/resend-verification. */
    resendVerification(body: { email: string }): Promise<MessageAnswer> {
      return post(`/auth/resend-verification`, body);
    },
    /** POST /auth/forgot-password: the same answer for any address. */
    forgotPassword(body: { email: string }): Promise<MessageAnswer> {
      return post(`/auth/forgot-password`, body);
    },
    /** POST /auth/reset-password with the emailed token; ends every session of the account. */
    resetPassword(body: ResetPasswordBody): Promise<MessageAnswer> {
      return post(`/auth/reset-password`, body);
    },
    /** POST /auth/change-password; ends the account's other sessions. */
    changePassword(body: ChangePasswordBody): Promise<MessageAnswer> {
      return post(`/auth/change-password`, body);
    },
    /** GET /user/me: the signed-in user, or null when signed out. */
    getMe(): Promise<AccountUser | null> {
      return read(`/user/me`);
    },
    /** PUT /user/me: name, phone, payment_id (§8 'User details updated successfully!'). */
    updateDetails(body: UpdateDetailsBody): Promise<MessageAnswer> {
      return put(`/user/me`, body);
    },
    /** PUT /user/communication: the communication-preference toggle. */
    setCommunicationPreference(body: { enabled: boolean }): Promise<MessageAnswer & { enabled: boolean }> {
      return put(`/user/communication`, body);
    },
    /** POST /user/payment-request: asks the operator to pay the user's PayPal account. */
    requestPayment(body: { amount?: number } = {}): Promise<MessageAnswer> {
      return post(`/user/payment-request`, body);
    },
    /**
     * POST /leads ('Check Availability'). Pass the same `idempotencyKey` (e.g. `crypto.randomUUID()`
     * made once per form submit) on retries: the API then makes one lead and answers it again.
     */
    submitLead(body: LeadBody, idempotencyKey: string): Promise<LeadAnswer> {
      return post(`/leads`, body, { headers: { "Idempotency-Key": idempotencyKey } });
    },
    /** POST /alerts/price-drop: emails `email` when the car's price drops. */
    subscribePriceDrop(body: { vin: string; email: string }): Promise<MessageAnswer> {
      return post(`/alerts/price-drop`, body);
    },
    /** GET /alerts/unsubscribe with the emailed token. */
    unsubscribePriceDrop(token: string): Promise<MessageAnswer | null> {
      return read(`/alerts/unsubscribe`, { params: { token } });
    },
    /** GET /user/alerts: the price-drop alerts sent to the signed-in account's verified address. */
    getUserAlerts(): Promise<UserAlerts | null> {
      return read(`/user/alerts`);
    },
    /** DELETE /user/alerts/:id: stops one of the account's price-drop alerts. */
    stopUserAlert(id: number): Promise<MessageAnswer> {
      return remove(`/user/alerts/${id}`);
    },
    /** PUT /user/saved/searches/digest: turns the daily email of a saved search's new matches on or off. */
    setSearchDigest(body: { search_url: string; email_digest: boolean }): Promise<MessageAnswer> {
      return put(`/user/saved/searches/digest`, body);
    },
    /** POST /interact/click (result unused by the apps). */
    trackClick(body: Record<string, unknown>): Promise<TrackAnswer | null> {
      return track(`/interact/click`, body);
    },
    /** POST /interact/listing. */
    trackListing(body: Record<string, unknown>): Promise<TrackAnswer | null> {
      return track(`/interact/listing`, body);
    },
    /** POST /interact/campaign. */
    trackCampaign(body: Record<string, unknown>): Promise<TrackAnswer | null> {
      return track(`/interact/campaign`, body);
    },
    /** POST /interact/vinfeedback: a §3 problem report about a listing. */
    sendVinFeedback(body: VinFeedbackBody): Promise<MessageAnswer> {
      return post(`/interact/vinfeedback`, body);
    },
    /** POST /interact/event: a §7 analytics event. */
    trackEvent(body: AnalyticsEvent): Promise<TrackAnswer | null> {
      return track(`/interact/event`, body);
    },
    /** GET /site-config: site flags; null on failure. */
    getSiteConfig(): Promise<SiteConfig | null> {
      return read(`/site-config`);
    },
  };
}
