/**
 * Test kits for tests outside the API (`@carmarket/api/testing`, source only): the server's tests run
 * @carmarket/api-client against the real routes there, since the API never imports its client (ADR 244).
 */
export { createCatalogTestApp, type CatalogTestApp } from "./catalog-test-app.js";
export {
  emailedToken,
  insertDealer,
  insertListing,
  leadEmailsAgainstAdfDtd,
  signUpVerified,
  startTestServer,
  TEST_PASSWORD,
  testVin,
  type TestServer,
} from "./account-test-kit.js";
export { ALERT_MESSAGES, DIGEST_MESSAGES } from "../routes/accounts/alert-routes.js";
export { VISITOR_COOKIE } from "../auth/visitor-cookie.js";
