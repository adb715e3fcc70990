import * as v from "valibot";
import { changePasswordSchema, detailsUpdateSchema, forgotPasswordSchema, resetPasswordSchema, signInSchema, signUpSchema } from "@carmarket/validation";
import { errorAnswer } from "./answers.js";
import { defineOperations } from "./operation.js";
import { wholeNumber } from "./answer-fields.js";

/** The `{status, message}` answer of a write that succeeded; `message` is shown as it is (§8 texts). */
export const messageAnswer = v.object({ status: v.literal(1), message: v.string() });
export type MessageAnswer = v.InferOutput<typeof messageAnswer>;

/** A message answer with its example. */
export const messageAnswerSaying = (message: string) => v.pipe(messageAnswer, v.examples([{ status: 1 as const, message }]));

/** The 401 an account call answers without a live session (§6). */
export const SIGNED_IN_ONLY = {
  401: {
    description: "No live session: `{status: 0, message: 'Unauthorized'}`.",
    schema: v.pipe(errorAnswer, v.examples([{ status: 0 as const, message: "Unauthorized" }])),
  },
} as const;

/** A body-less write: JSON `{}` or nothing. */
export const emptyBody = v.pipe(v.optional(v.object({})), v.description("Nothing, or `{}`."));

/**
 * The visitor's cookie id (§6) sent with sign-in, sign-up and the cookie-data calls. The API reads it here or from
 * the `X-Cookie-Id` header, and refuses one that is not 16–64 of `A-Z a-z 0-9 _ -` with 'Invalid cookie id.'.
 */
export const cookieIdField = v.optional(v.pipe(v.unknown(), v.description("The visitor's cookie id (§6): 16–64 of `A-Z a-z 0-9 _ -`.")));

const visitorSaves = { cookie_id: v.pipe(cookieIdField, v.description("The visitor's cookie id (§6) whose saves move into the account.")) };

/** Body of `signUp` (§5 sign-up form). */
export const signUpBody = v.intersect([signUpSchema, v.object(visitorSaves)]);
export type SignUpBody = v.InferInput<typeof signUpBody>;

/** Body of `signIn`. */
export const signInBody = v.object({ ...signInSchema.entries, ...visitorSaves });
export type SignInBody = v.InferInput<typeof signInBody>;

const signedIn = v.object({
  status: v.literal(1),
  message: v.string(),
  token: v.pipe(
    v.literal("httponly-cookie"),
    v.description("A marker, not the secret: the session travels only in the HttpOnly `user-jwt-token` cookie (ADR 050)."),
  ),
  error: v.null(),
  is_email_verified: v.literal(true),
});
const signInRefusal = v.object({
  status: v.literal(0),
  message: v.string(),
  token: v.null(),
  error: v.string(),
  is_email_verified: v.pipe(v.nullable(v.literal(false)), v.description("false only for an unverified account (the app offers to resend the email).")),
});

/** Answer of `signIn`, or the response data of its 401 and 403 refusals. */
export type SignInAnswer = v.InferOutput<typeof signedIn> | v.InferOutput<typeof signInRefusal>;

/** Body of `resetPassword`: the new password and the token of the emailed link. */
export const resetPasswordBody = v.object({ ...resetPasswordSchema.entries, confirm_password: v.optional(v.string()) });
export type ResetPasswordBody = v.InferInput<typeof resetPasswordBody>;

/** Body of `changePassword`. */
export const changePasswordBody = v.object({ ...changePasswordSchema.entries, confirm_password: v.optional(v.string()) });
export type ChangePasswordBody = v.InferInput<typeof changePasswordBody>;

/** Body of `updateDetails`: any of the fields; an empty phone or payment_id clears it. */
export type UpdateDetailsBody = v.InferInput<typeof detailsUpdateSchema>;

/** The signed-in user (§3 User) without the password, with the communication preference. */
export const accountUser = v.object({
  id: wholeNumber,
  name: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  phone: v.nullable(v.string()),
  payment_id: v.pipe(v.nullable(v.string()), v.description("PayPal account (§3 payment_id).")),
  is_email_verified: v.boolean(),
  communication_opt_in: v.boolean(),
});
export type AccountUser = v.InferOutput<typeof accountUser>;

export const PAYMENT_AMOUNT_MESSAGE = "Amount must be a positive number of dollars.";

/** Body of `requestPayment`: an amount in wholeNumber cents, or none. */
export const paymentRequestBody = v.object({
  amount: v.optional(
    v.pipe(
      v.number(PAYMENT_AMOUNT_MESSAGE),
      v.minValue(0.01, PAYMENT_AMOUNT_MESSAGE),
      v.maxValue(1_000_000, PAYMENT_AMOUNT_MESSAGE),
      // Whole cents only.
      v.check((n) => Math.round(n * 100) / 100 === n, PAYMENT_AMOUNT_MESSAGE),
      v.description("Dollars, wholeNumber cents."),
    ),
  ),
});

export const BAD_LINK_MESSAGE = "This link is invalid or has expired. Please request a new one.";

const tokenBody = v.object({
  token: v.pipe(v.string(BAD_LINK_MESSAGE), v.nonEmpty(BAD_LINK_MESSAGE), v.maxLength(200, BAD_LINK_MESSAGE), v.description("The token of the emailed link.")),
});

export const accountOperations = defineOperations({
  signUp: {
    method: "POST",
    path: "/auth/sign-up",
    tag: "accounts",
    summary: "Sign up",
    description:
      "§5 sign-up form: the empty-fields alert first, then the first broken rule. The same answer whether or not the email already has an account; the verification email follows (§2.9).",
    body: signUpBody,
    answer: messageAnswerSaying("Thanks for signing up! Please check your email to verify your account."),
  },
  signIn: {
    method: "POST",
    path: "/auth/sign-in",
    tag: "accounts",
    summary: "Sign in",
    description: "§4 Auth: sets the HttpOnly session cookie (15 days, §9) and moves a visitor's saves into the account.",
    body: signInBody,
    answer: v.pipe(
      signedIn,
      v.examples([
        { status: 1 as const, message: "Authentication Successful!", token: "httponly-cookie" as const, error: null, is_email_verified: true as const },
      ]),
    ),
    otherAnswers: {
      401: {
        description: "Wrong email or password.",
        schema: v.pipe(
          signInRefusal,
          v.examples([{ status: 0 as const, message: "Unauthorized", token: null, error: "Unauthorized", is_email_verified: null }]),
        ),
      },
      403: {
        description: "The email address is not verified yet.",
        schema: v.pipe(
          signInRefusal,
          v.examples([
            {
              status: 0 as const,
              message: "Please verify your email address before signing in.",
              token: null,
              error: "Please verify your email address before signing in.",
              is_email_verified: false as const,
            },
          ]),
        ),
      },
    },
  },
  signOut: {
    method: "POST",
    path: "/auth/sign-out",
    tag: "accounts",
    summary: "Sign out",
    description: "Ends the session and clears its cookie.",
    body: emptyBody,
    answer: messageAnswerSaying("You have been signed out."),
  },
  verifyEmail: {
    method: "POST",
    path: "/auth/verify-email",
    tag: "accounts",
    summary: "Verify an email address with the emailed token",
    description: "§2.9: the link is valid for 24 hours.",
    body: tokenBody,
    answer: messageAnswerSaying("Your email address has been verified. You can now sign in."),
  },
  resendVerification: {
    method: "POST",
    path: "/auth/resend-verification",
    tag: "accounts",
    summary: "Send the verification email again",
    description: "§4: the same answer for any address.",
    body: forgotPasswordSchema,
    answer: messageAnswerSaying("Verification Mail Sent."),
  },
  forgotPassword: {
    method: "POST",
    path: "/auth/forgot-password",
    tag: "accounts",
    summary: "Email a password-reset link",
    description: "§2.9: the same answer for any address; the link is valid for an hour, once.",
    body: forgotPasswordSchema,
    answer: messageAnswerSaying("If an account exists for this email, we have sent a link to reset the password."),
  },
  resetPassword: {
    method: "POST",
    path: "/auth/reset-password",
    tag: "accounts",
    summary: "Set a new password with the emailed token",
    description: "§5 password rule; ends every session of the account.",
    body: resetPasswordBody,
    answer: messageAnswerSaying("Your password has been reset. Please sign in."),
  },
  changePassword: {
    method: "POST",
    path: "/auth/change-password",
    tag: "accounts",
    summary: "Change the password",
    description: "§5 'New Password must…' rule; ends the account's other sessions.",
    body: changePasswordBody,
    answer: messageAnswerSaying("Your password has been changed."),
    otherAnswers: SIGNED_IN_ONLY,
  },
  getMe: {
    method: "GET",
    path: "/user/me",
    tag: "accounts",
    summary: "Get the signed-in user",
    answer: v.pipe(
      accountUser,
      v.examples([
        {
          id: 1,
          name: "Ann Lee",
          first_name: "Ann",
          last_name: "Lee",
          email: "ann@example.com",
          phone: null,
          payment_id: null,
          is_email_verified: true,
          communication_opt_in: false,
        },
      ]),
    ),
    otherAnswers: SIGNED_IN_ONLY,
  },
  updateDetails: {
    method: "PUT",
    path: "/user/me",
    tag: "accounts",
    summary: "Update the signed-in user's details",
    description: "§8 'User details updated successfully!'; lead-form rules for names and phone (§5).",
    body: detailsUpdateSchema,
    answer: messageAnswerSaying("User details updated successfully!"),
    otherAnswers: SIGNED_IN_ONLY,
  },
  setCommunicationPreference: {
    method: "PUT",
    path: "/user/communication",
    tag: "accounts",
    summary: "Turn the communication preference on or off",
    body: v.object({ enabled: v.boolean("enabled must be true or false.") }),
    answer: v.pipe(
      v.object({ ...messageAnswer.entries, enabled: v.boolean() }),
      v.examples([{ status: 1 as const, message: "Your communication preference has been saved.", enabled: true }]),
    ),
    otherAnswers: SIGNED_IN_ONLY,
  },
  requestPayment: {
    method: "POST",
    path: "/user/payment-request",
    tag: "accounts",
    summary: "Ask the operator to pay the user's PayPal account",
    description: "Stored and emailed to the operator; needs a PayPal account in the user's details.",
    body: paymentRequestBody,
    answer: messageAnswerSaying("Your payment request has been sent."),
    otherAnswers: SIGNED_IN_ONLY,
  },
});
