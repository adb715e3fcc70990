import { data } from "react-router";
import { createApiClient, type ApiClient } from "@carmarket/api-client";

/**
 * How long a server render waits for one API call. Inside the page's time budget (ADR 230): the API's
 * database statements give up first, so a slow call ends as the API's own answer, not as a cut connection.
 */
export const PAGE_API_TIMEOUT_MS = 5_000;

/**
 * What a render throws when the API could not answer (timeout, shed with 503, 5xx): the shopper gets the
 * 503 page with a retry link instead of a "not found" for a car that exists.
 */
function unavailable(): never {
  throw data(null, { status: 503 });
}

/**
 * The API client for one server render. It calls the API over loopback on the same server
 * (API_ORIGIN, set by apps/server) and forwards the shopper's cookies, so the API sees the same
 * zip cookie and HttpOnly session the browser would send. One client per request: nothing shared.
 * Reads answer null only for the API's own refusals (404 and other 4xx); a call that failed throws the 503 page.
 */
export function createServerApi(request: Request, origin = process.env.API_ORIGIN): ApiClient {
  if (!origin) throw new Error("API_ORIGIN is not set: pages are rendered by apps/server, which sets it.");
  const cookie = request.headers.get("cookie");
  // The answer crosses loopback only: compressing it for this same process to inflate again costs
  // CPU twice per call and saves nothing (issue #13).
  const headers = { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) };
  return createApiClient({ baseURL: `${origin}/api`, headers, timeout: PAGE_API_TIMEOUT_MS, onUnavailable: unavailable });
}
