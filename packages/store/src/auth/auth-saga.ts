import type { SagaIterator } from "redux-saga";
import { call, delay, put, select, takeLeading } from "redux-saga/effects";
import { safeRedirect } from "@carmarket/routes";
import { validatePassword, validatePasswordConfirmation, validateSignUp } from "@carmarket/validation";
import { notifyError, notifySuccess } from "../notifications/notice-slice.js";
import { savedCleared, savedHydrateRequested, selectCookieId } from "../saved/saved-slice.js";
import type { StoreServices } from "../services/store-services.js";
import type { StatusAnswer } from "../services/store-api.js";
import { ACCOUNT_PATHS, RESET_REDIRECT_DELAY_MS } from "../shared/constants.js";
import { serverMessage } from "../shared/errors.js";
import { MESSAGES } from "../shared/messages.js";
import { accountErrorText, refusedSignIn, signInErrorText, type SignInOutcome } from "./auth-errors.js";
import {
  authFinished,
  authStarted,
  changePasswordRequested,
  detailsUpdateRequested,
  emailVerified,
  forgotPasswordRequested,
  mailSent,
  resetPasswordRequested,
  signInRequested,
  signOutRequested,
  signUpRequested,
  signedIn,
  signedOut,
  verificationMailRequested,
  verificationNeeded,
  verifyEmailRequested,
} from "./auth-slice.js";

/**
 * One account call with §8's error handling: a refusal shows the server's error text (objects
 * flattened), an empty error or any other failure the unknown-error message. Returns the answer
 * when the server did it, else null.
 */
function* accountCall<B>(fn: (body: B) => Promise<StatusAnswer>, body: B): SagaIterator<StatusAnswer | null> {
  yield put(authStarted());
  try {
    const answer: StatusAnswer = yield call(fn, body);
    return answer;
  } catch (error) {
    yield put(notifyError(accountErrorText(serverMessage(error))));
  } finally {
    yield put(authFinished());
  }
  return null;
}

/** Shows the first validation message, if any; true when the form may be sent. */
function* passes(...messages: (string | null)[]): SagaIterator<boolean> {
  const message = messages.find((text) => text !== null);
  if (message) yield put(notifyError(message));
  return !message;
}

/** The visitor's cookie id as a body field, so what the visitor saved moves into the account (§6, ADR 055). */
function* visitorField(): SagaIterator<{ cookie_id?: string }> {
  const cookieId: string | null = yield select(selectCookieId);
  return cookieId ? { cookie_id: cookieId } : {};
}

/**
 * Worker, sign-in (§4, §8): success notices 'Authentication Successful!', loads the account's
 * saved items and goes to the page that asked for the account, else /myaccount; an unverified
 * email offers resend-verification.
 */
function* signIn({ api, browser }: StoreServices, action: ReturnType<typeof signInRequested>): SagaIterator {
  const { redirectTo, ...credentials } = action.payload;
  yield put(authStarted());
  let answer: SignInOutcome;
  try {
    answer = yield call(api.signIn, { ...credentials, ...(yield* visitorField()) });
  } catch (error) {
    answer = refusedSignIn(error);
  } finally {
    yield put(authFinished());
  }
  if (answer.is_email_verified === false) {
    yield put(verificationNeeded(action.payload.email));
    yield put(notifyError(signInErrorText(answer.error)));
  } else if (answer.token && !answer.error) {
    yield put(signedIn());
    yield put(notifySuccess(MESSAGES.signedIn));
    yield put(savedHydrateRequested());
    yield call(browser.navigate, safeRedirect(redirectTo, ACCOUNT_PATHS.afterSignIn));
  } else {
    yield put(notifyError(signInErrorText(answer.error)));
  }
}

/** Worker, sign-up (§5: empty-fields alert, password rule, matching confirmation). */
function* signUp({ api }: StoreServices, action: ReturnType<typeof signUpRequested>): SagaIterator {
  if (!(yield* passes(validateSignUp(action.payload)))) return;
  const answer: StatusAnswer | null = yield* accountCall(api.signUp, { ...action.payload, ...(yield* visitorField()) });
  if (answer?.message) yield put(notifySuccess(answer.message));
}

/** Worker, sign-out (§4): the server clears the session cookie; then the shopper goes to the path (default '/'). */
function* signOut({ api, browser }: StoreServices, action: ReturnType<typeof signOutRequested>): SagaIterator {
  try {
    yield call(api.signOut);
  } catch {
    // the local sign-out still happens; the cookie expires on its own (15 days)
  }
  yield put(signedOut());
  yield put(savedCleared());
  yield call(browser.navigate, safeRedirect(action.payload?.redirectTo, ACCOUNT_PATHS.afterSignOut));
}

/** Worker, forgot password (§4): sets the mail-sent flag on success. */
function* forgotPassword({ api }: StoreServices, action: ReturnType<typeof forgotPasswordRequested>): SagaIterator {
  const answer: StatusAnswer | null = yield* accountCall(api.forgotPassword, action.payload);
  if (!answer) return;
  yield put(mailSent());
  yield put(notifySuccess(answer.message || MESSAGES.mailSent));
}

/** Worker, email verification mail (§4, §8): sets the mail-sent flag, 'Verification Mail Sent.'. */
function* sendVerificationMail({ api }: StoreServices, action: ReturnType<typeof verificationMailRequested>): SagaIterator {
  if (!(yield* accountCall(api.resendVerification, action.payload))) return;
  yield put(mailSent());
  yield put(notifySuccess(MESSAGES.mailSent));
}

/** Worker: confirms the email with the link's token. */
function* verifyEmail({ api }: StoreServices, action: ReturnType<typeof verifyEmailRequested>): SagaIterator {
  const answer: StatusAnswer | null = yield* accountCall(api.verifyEmail, action.payload);
  if (!answer) return;
  yield put(emailVerified());
  if (answer.message) yield put(notifySuccess(answer.message));
}

/** Worker, reset password (§5 rule and confirmation): on success goes to /sign-in after 1500 ms (§9). */
function* resetPassword({ api, browser }: StoreServices, action: ReturnType<typeof resetPasswordRequested>): SagaIterator {
  const { password, confirm_password, token } = action.payload;
  if (!(yield* passes(validatePassword(password), validatePasswordConfirmation(password, confirm_password)))) return;
  const answer: StatusAnswer | null = yield* accountCall(api.resetPassword, { password, token });
  if (!answer) return;
  if (answer.message) yield put(notifySuccess(answer.message));
  yield delay(RESET_REDIRECT_DELAY_MS);
  yield call(browser.navigate, ACCOUNT_PATHS.signIn);
}

/** Worker, change password (§5 'New Password …' messages). */
function* changePassword({ api }: StoreServices, action: ReturnType<typeof changePasswordRequested>): SagaIterator {
  const { old_password, new_password, confirm_password } = action.payload;
  const variant = { variant: "change" } as const;
  if (!(yield call(passes, validatePassword(new_password, variant), validatePasswordConfirmation(new_password, confirm_password, variant)))) {
    return;
  }
  const answer: StatusAnswer | null = yield* accountCall(api.changePassword, { old_password, new_password });
  if (answer?.message) yield put(notifySuccess(answer.message));
}

/** Worker, details update (§3: name is first and last joined; §8 'User details updated successfully!'). */
function* updateDetails({ api }: StoreServices, action: ReturnType<typeof detailsUpdateRequested>): SagaIterator {
  const { first_name, last_name } = action.payload;
  const body = { ...action.payload, name: [first_name.trim(), last_name.trim()].filter(Boolean).join(" ") };
  if (yield* accountCall(api.updateDetails, body)) yield put(notifySuccess(MESSAGES.detailsUpdated));
}

/** Watcher of the account flows; each ignores repeats while its call is in flight. */
export function* watchAuth(services: StoreServices): SagaIterator {
  yield takeLeading(signInRequested.match, signIn, services);
  yield takeLeading(signUpRequested.match, signUp, services);
  yield takeLeading(signOutRequested.match, signOut, services);
  yield takeLeading(forgotPasswordRequested.match, forgotPassword, services);
  yield takeLeading(verificationMailRequested.match, sendVerificationMail, services);
  yield takeLeading(verifyEmailRequested.match, verifyEmail, services);
  yield takeLeading(resetPasswordRequested.match, resetPassword, services);
  yield takeLeading(changePasswordRequested.match, changePassword, services);
  yield takeLeading(detailsUpdateRequested.match, updateDetails, services);
}
