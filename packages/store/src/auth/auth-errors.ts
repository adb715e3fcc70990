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
 * The sign-in answer inside a refused call (the real client throws 4xx answers): its `error` (or
 * `message`) and `is_email_verified`. Empty when the call failed without an answer.
 */
export function refusedSignIn(error: unknown): SignInAnswer {
  const data = errorResponse(error)?.data;
  if (!isRecord(data)) return {};
  return { error: data.error ?? data.message, is_email_verified: data.is_email_verified as SignInAnswer["is_email_verified"] };
}
