import type { OutgoingEmail } from "./queue-email.js";

/** App paths the emailed links open (the apps' account screens, §2.9). */
const VERIFY_EMAIL_PATH = "/verify-email";
const RESET_PASSWORD_PATH = "/reset-password";
const FORGOT_PASSWORD_PATH = "/forgot-password";

function link(origin: string, path: string, token: string): string {
  return `${origin}${path}?token=${encodeURIComponent(token)}`;
}

/** The verification email sent after sign-up and on resend; the link works for 24 hours. */
export function verificationEmail(to: string, firstName: string, origin: string, token: string): OutgoingEmail {
  return {
    kind: "verify_email",
    to,
    subject: "Verify your CarMarket email address",
    text: [
      `Hi ${firstName},`,
      "",
      "Please confirm your email address to finish creating your CarMarket account:",
      link(origin, VERIFY_EMAIL_PATH, token),
      "",
      "The link works for 24 hours. If you did not sign up, ignore this email.",
    ].join("\n"),
  };
}

/** The password-reset email; the link works once, for 1 hour. */
export function passwordResetEmail(to: string, firstName: string, origin: string, token: string): OutgoingEmail {
  return {
    kind: "reset_password",
    to,
    subject: "Reset your CarMarket password",
    text: [
      `Hi ${firstName},`,
      "",
      "Someone asked to reset the password of your CarMarket account. To choose a new password, open:",
      link(origin, RESET_PASSWORD_PATH, token),
      "",
      "The link works once, for 1 hour. If it was not you, ignore this email: your password stays the same.",
    ].join("\n"),
  };
}

/**
 * Sent instead of a second account when someone signs up with a registered address: the answer on
 * screen stays the same (no account enumeration), the owner learns about it by email.
 */
export function accountExistsEmail(to: string, firstName: string, origin: string): OutgoingEmail {
  return {
    kind: "account_exists",
    to,
    subject: "You already have a CarMarket account",
    text: [
      `Hi ${firstName},`,
      "",
      "Someone tried to create a CarMarket account with this email address, which already has one.",
      `If it was you, sign in at ${origin}/sign-in or reset your password at ${origin}${FORGOT_PASSWORD_PATH}.`,
      "If it was not you, ignore this email.",
    ].join("\n"),
  };
}

/**
 * Tells an account's owner that someone keeps trying wrong passwords on it (ADR 316), at most once a day: what
 * still works for them (a browser they signed in on, or a reset link) and what to do if it was not them.
 */
export function signInAttackEmail(to: string, firstName: string, origin: string, tries: number): OutgoingEmail {
  return {
    kind: "sign_in_attack",
    to,
    subject: "Someone is trying to sign in to your CarMarket account",
    text: [
      `Hi ${firstName},`,
      "",
      `Someone has tried ${tries} times in a row to sign in to your CarMarket account without the right password. Nobody got in: whoever keeps guessing waits longer after each try.`,
      "",
      "You can still sign in as usual from a browser you have signed in on before.",
      `On a new one, if sign-in asks you to wait, reset your password at ${origin}${FORGOT_PASSWORD_PATH}: the emailed link lets you in at once.`,
      "",
      "If these tries were not yours, choosing a new password there keeps your account safe.",
    ].join("\n"),
  };
}

/** Tells the operator to pay a user (§6 payment request). */
export function paymentRequestEmail(
  to: string,
  request: { id: number; userId: number; name: string; email: string; paymentId: string; amount: string | null },
): OutgoingEmail {
  return {
    kind: "payment_request",
    to,
    subject: `Payment request #${request.id} from ${request.name}`,
    text: [
      `Payment request #${request.id}`,
      `User: ${request.name} <${request.email}> (id ${request.userId})`,
      `PayPal account: ${request.paymentId}`,
      `Amount: ${request.amount === null ? "not given" : `$${request.amount}`}`,
    ].join("\n"),
  };
}
