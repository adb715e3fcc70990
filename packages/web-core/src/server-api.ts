import { data } from "react-router";
import { apiErrorMessage, createApiClient, inProcessAdapter, type ApiClient, type ApiDispatch } from "@carmarket/api-client";

/**
 * How long a server render waits for one API call. Inside the page's time budget (ADR 230): the API's
 * database statements give up first, so a slow call ends as the API's own answer, not as a cut connection.
 */
const PAGE_API_TIMEOUT_MS = 5_000;

/**
 * What a render throws when the API could not answer (timeout, shed with 503, 5xx): the shopper gets the
 * 503 page with a retry link instead of a "not found" for a car that exists. A write the API refused for its
 * budget (429 with its message: too many reviews, leads) goes back to the form's action like any other refusal,
 * so the shopper reads why instead of an unknown error.
 */
function unavailable(error: unknown): never {
  const { response, config } = error as { response?: { status?: number }; config?: { method?: string } };
  if (response?.status === 429 && config?.method !== "get" && apiErrorMessage(error) !== null) throw error;
  throw data(null, { status: 503 });
}

let api: ApiDispatch | undefined;

/**
 * How this process's server renders reach the API: apps/server hands over its own Fastify instance's
 * `inject`, once it is built, through the app's entry module (ADR 247). Calls then run through every hook and
 * route an HTTP request would, shedding included, without a socket or HTTP parsing on either side.
 */
export function serveApiInProcess(dispatch: ApiDispatch): void {
  api = dispatch;
}

/**
 * The API client for one server render. It forwards the shopper's cookies, so the API sees the same zip
 * cookie and HttpOnly session the browser would send. One client per request: nothing shared. A call the API
 * budgets per address (a write) passes the shopper's (`shopperAddressOf` the load context), else all share loopback's.
 * Reads answer null only for the API's own refusals (404 and other 4xx); a call that failed throws the 503 page.
 */
export function createServerApi(request: Request, shopperAddress?: string): ApiClient {
  if (!api) throw new Error("No API to render with: apps/server hands it over through serveApiInProcess.");
  const cookie = request.headers.get("cookie");
  // The answer never leaves the process: compressing it for this same process to inflate again costs
  // CPU twice per call and saves nothing (issue #13).
  const headers = { "accept-encoding": "identity", ...(cookie ? { cookie } : {}) };
  return createApiClient({
    baseURL: "/api",
    headers,
    timeout: PAGE_API_TIMEOUT_MS,
    onUnavailable: unavailable,
    adapter: inProcessAdapter(api, shopperAddress),
  });
}
