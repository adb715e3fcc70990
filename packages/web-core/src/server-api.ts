import { createApiClient, type ApiClient } from "@carmarket/api-client";

/**
 * The API client for one server render. It calls the API over loopback on the same server
 * (API_ORIGIN, set by apps/server) and forwards the shopper's cookies, so the API sees the same
 * zip cookie and HttpOnly session the browser would send. One client per request: nothing shared.
 */
export function createServerApi(request: Request, origin = process.env.API_ORIGIN): ApiClient {
  if (!origin) throw new Error("API_ORIGIN is not set: pages are rendered by apps/server, which sets it.");
  const cookie = request.headers.get("cookie");
  return createApiClient({ baseURL: `${origin}/api`, headers: cookie ? { cookie } : undefined, timeout: 5_000 });
}

/** The client for the browser: same origin, cookies sent by the browser itself. */
export function createBrowserApi(): ApiClient {
  return createApiClient({ baseURL: "/api" });
}
