import { errorResponse } from "../shared/errors.js";
import { isRecord } from "../shared/stored-json.js";
import { MESSAGES } from "../shared/messages.js";
import type { SignInAnswer } from "../services/store-api.js";

/** §8: an error as text: strings as they are, objects and lists flattened from their values. */
function flatten(error: unknown): string {
  if (typeof error === "string") return error.trim();
  if (Array.isArray(error)) return error.map(flatten).filter(Boolean).join(" ");
  if (isRecord(error)) return Object.values(error).map(flatten).filter(Boolean).join(" ");
  return "";
}

/** §8: the error's text, or the unknown-error message when it is empty. */
export function accountErrorText(error: unknown): string {
  return flatten(error) || MESSAGES.unknownError;
}

/** §8 sign-in: 'Unauthorized' reads 'Invalid email or password. Please try again.'. */
export function signInErrorText(error: unknown): string {
  return error === "Unauthorized" ? MESSAGES.invalidCredentials : accountErrorText(error);
}

/**
 * What the sign-in saga reads: the client's answer, or the body of a refusal. A refusal's body is not checked
 * against the contract, so its `error` may be text or an object of messages (§8).
 */
export interface SignInOutcome {
  token: SignInAnswer["token"] | null;
  error: unknown;
  is_email_verified: boolean | null;
}

/**
 * The sign-in answer inside a refused call (the real client throws 4xx answers): its `error` (or
 * `message`) and whether the email is unverified. No token and no error when the call failed without an answer.
 */
export function refusedSignIn(error: unknown): SignInOutcome {
  const data = errorResponse(error)?.data;
  const body = isRecord(data) ? data : {};
  return { token: null, error: body.error ?? body.message, is_email_verified: body.is_email_verified === false ? false : null };
}
