// Errors are read by shape, not with axios' helpers: the store never imports the API client
// (ADR 080), so any client that throws `{ response: { status, data } }` errors works.

/** The HTTP answer inside a thrown API error, if the call got one. */
export function errorResponse(error: unknown): { status?: unknown; data?: unknown } | undefined {
  return (error as { response?: { status?: unknown; data?: unknown } } | null)?.response;
}

/**
 * The shopper-safe message of a refused API call (`{status: 0, message}` in a 4xx answer, as
 * api-contract.md specifies), or null when the call failed any other way.
 */
export function serverMessage(error: unknown): string | null {
  const message = (errorResponse(error)?.data as { message?: unknown } | undefined)?.message;
  return typeof message === "string" && message !== "" ? message : null;
}

/**
 * True when a call got no HTTP answer (network down, timeout) or a 5xx one: the request may not
 * have arrived, so it is safe to retry with the same idempotency key (ADR 083). A 4xx is a refusal.
 */
export function isNetworkFailure(error: unknown): boolean {
  const status = errorResponse(error)?.status;
  return typeof status !== "number" || status >= 500;
}
