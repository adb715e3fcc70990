import { apiErrorMessage } from "@carmarket/api-client";

/**
 * The shopper-safe message of a refused API call (`{status: 0, message}` in a 4xx answer), or
 * null when the call failed any other way.
 */
export const serverMessage: (error: unknown) => string | null = apiErrorMessage;

/**
 * True when a call got no HTTP answer (network down, timeout) or a 5xx one: the request may not
 * have arrived, so it is safe to retry with the same idempotency key (ADR 083). A 4xx is a refusal.
 */
export function isNetworkFailure(error: unknown): boolean {
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status;
  return typeof status !== "number" || status >= 500;
}

/** True when a write call's answer says it was done (`status` 1 or true). */
export function isDone(answer: { status?: number | boolean | null } | null | undefined): boolean {
  return answer?.status === 1 || answer?.status === true;
}
