import { contract, type AnalyticsEvent, type Operation } from "@carmarket/contract";
import { callOperation, orNull, type Http, type OperationRequest } from "./http.js";

type BodyFor<TOperation extends Operation> = NonNullable<OperationRequest<TOperation>["body"]>;

/**
 * Calls for accounts, saved items, leads, tracking, alerts and site config (docs/api-contract.md).
 * Reads return null on failure (§7); writes throw the axios error, whose `{message}` the store shows
 * (`apiErrorMessage`).
 */
export function accountCalls(http: Http) {
  const read = <TOperation extends Operation>(operation: TOperation, request?: OperationRequest<TOperation>) => orNull(callOperation(http, operation, request));
  const write = <TOperation extends Operation>(operation: TOperation, request?: OperationRequest<TOperation>) => callOperation(http, operation, request);
  /** Tracking never breaks a page: failures and empty answers read as null (§7 "answer or null when empty"). */
  const track = <TOperation extends Operation>(operation: TOperation, body: BodyFor<TOperation>) =>
    orNull(write(operation, { body }).then((answer) => answer || null));

  return {
    /** GET /get_cookie_data: a visitor's saved VINs and searches (§7 type 'vin,search', format partial). */
    getCookieData(params: NonNullable<OperationRequest<typeof contract.getCookieData>["query"]>) {
      return read(contract.getCookieData, { query: params });
    },
    /** POST /save_cookie_data: saves a VIN or search for a visitor; a new visitor gets a cookie_id. */
    saveCookieData(body: BodyFor<typeof contract.saveCookieData>) {
      return write(contract.saveCookieData, { body });
    },
    /** POST /remove_cookie_data: removes a VIN or search (or, with `clear`, every search). */
    removeCookieData(body: BodyFor<typeof contract.removeCookieData>) {
      return write(contract.removeCookieData, { body });
    },
    /** GET /user/saved: the signed-in user's saved cars and searches; null when signed out. */
    getUserSaved() {
      return read(contract.getUserSaved);
    },
    /** POST /user/saved/vins: saves a car to the account; answers the listing's new save count. */
    saveUserVin(body: BodyFor<typeof contract.saveUserVin>) {
      return write(contract.saveUserVin, { body });
    },
    /** DELETE /user/saved/vins/{vin_id}. */
    removeUserVin(vinId: string) {
      return write(contract.removeUserVin, { params: { vin_id: vinId } });
    },
    /** POST /user/saved/searches. */
    saveUserSearch(body: BodyFor<typeof contract.saveUserSearch>) {
      return write(contract.saveUserSearch, { body });
    },
    /** DELETE /user/saved/searches/{id}. */
    removeUserSearch(id: number | string) {
      return write(contract.removeUserSearch, { params: { id } });
    },
    /** DELETE /user/saved/searches: clears every saved search. */
    clearUserSearches() {
      return write(contract.clearUserSearches);
    },
    /** POST /auth/sign-up: the same answer whether or not the email already has an account. */
    signUp(body: BodyFor<typeof contract.signUp>) {
      return write(contract.signUp, { body });
    },
    /** POST /auth/sign-in: sets the HttpOnly session cookie; refusals throw with a `SignInAnswer` as response data. */
    signIn(body: BodyFor<typeof contract.signIn>) {
      return write(contract.signIn, { body });
    },
    /** POST /auth/sign-out: ends the session and clears the cookie. */
    signOut() {
      return write(contract.signOut);
    },
    /** POST /auth/verify-email with the emailed token. */
    verifyEmail(body: BodyFor<typeof contract.verifyEmail>) {
      return write(contract.verifyEmail, { body });
    },
    /** POST /auth/resend-verification. */
    resendVerification(body: BodyFor<typeof contract.resendVerification>) {
      return write(contract.resendVerification, { body });
    },
    /** POST /auth/forgot-password: the same answer for any address. */
    forgotPassword(body: BodyFor<typeof contract.forgotPassword>) {
      return write(contract.forgotPassword, { body });
    },
    /** POST /auth/reset-password with the emailed token; ends every session of the account. */
    resetPassword(body: BodyFor<typeof contract.resetPassword>) {
      return write(contract.resetPassword, { body });
    },
    /** POST /auth/change-password; ends the account's other sessions. */
    changePassword(body: BodyFor<typeof contract.changePassword>) {
      return write(contract.changePassword, { body });
    },
    /** GET /user/me: the signed-in user, or null when signed out. */
    getMe() {
      return read(contract.getMe);
    },
    /** PUT /user/me: name, phone, payment_id (§8 'User details updated successfully!'). */
    updateDetails(body: BodyFor<typeof contract.updateDetails>) {
      return write(contract.updateDetails, { body });
    },
    /** PUT /user/communication: the communication-preference toggle. */
    setCommunicationPreference(body: BodyFor<typeof contract.setCommunicationPreference>) {
      return write(contract.setCommunicationPreference, { body });
    },
    /** POST /user/payment-request: asks the operator to pay the user's PayPal account. */
    requestPayment(body: BodyFor<typeof contract.requestPayment> = {}) {
      return write(contract.requestPayment, { body });
    },
    /**
     * POST /leads ('Check Availability'). Pass the same `idempotencyKey` (e.g. `crypto.randomUUID()`
     * made once per form submit) on retries: the API then makes one lead and answers it again.
     */
    submitLead(body: BodyFor<typeof contract.submitLead>, idempotencyKey: string) {
      return callOperation(http, contract.submitLead, { body }, { headers: { "Idempotency-Key": idempotencyKey } });
    },
    /** POST /alerts/price-drop: emails `email` when the car's price drops. */
    subscribePriceDrop(body: BodyFor<typeof contract.subscribePriceDrop>) {
      return write(contract.subscribePriceDrop, { body });
    },
    /** GET /alerts/unsubscribe with the emailed token. */
    unsubscribePriceDrop(token: string) {
      return read(contract.unsubscribePriceDrop, { query: { token } });
    },
    /** GET /user/alerts: the price-drop alerts sent to the signed-in account's verified address. */
    getUserAlerts() {
      return read(contract.getUserAlerts);
    },
    /** DELETE /user/alerts/:id: stops one of the account's price-drop alerts. */
    stopUserAlert(id: number) {
      return write(contract.stopUserAlert, { params: { id } });
    },
    /** PUT /user/saved/searches/digest: turns the daily email of a saved search's new matches on or off. */
    setSearchDigest(body: BodyFor<typeof contract.setSearchDigest>) {
      return write(contract.setSearchDigest, { body });
    },
    /** POST /interact/click (result unused by the apps). */
    trackClick(body: Record<string, unknown>) {
      return track(contract.trackClick, body);
    },
    /** POST /interact/listing. */
    trackListing(body: Record<string, unknown>) {
      return track(contract.trackListing, body);
    },
    /** POST /interact/campaign. */
    trackCampaign(body: Record<string, unknown>) {
      return track(contract.trackCampaign, body);
    },
    /** POST /interact/vinfeedback: a §3 problem report about a listing. */
    sendVinFeedback(body: BodyFor<typeof contract.sendVinFeedback>) {
      return write(contract.sendVinFeedback, { body });
    },
    /** POST /interact/event: a §7 analytics event. */
    trackEvent(body: AnalyticsEvent) {
      return track(contract.trackEvent, body);
    },
    /** GET /site-config: site flags; null on failure. */
    getSiteConfig() {
      return read(contract.getSiteConfig);
    },
  };
}
