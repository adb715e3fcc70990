import * as v from "valibot";
import { fieldIsEmptyMessage } from "./empty-fields.js";
import { NAME_PATTERN, isEmail, optionalMatching, requiredEmail, requiredSecret, requiredText } from "./fields.js";
import { LEAD_FORM_MESSAGES, optionalPhoneSchema } from "./lead-form.js";
import { passwordSchema } from "./password.js";

// Schemas of the account calls (§2.9, §7), shared by the forms and the API. Missing fields use the
// §5 sign-up wording ("Email is empty!"); see packages/validation/src/README.md.

/** Messages of the account schemas that §5 does not give (our wording). */
export const ACCOUNT_MESSAGES = {
  emailEmpty: fieldIsEmptyMessage("Email"),
  passwordEmpty: fieldIsEmptyMessage("Password"),
  oldPasswordEmpty: fieldIsEmptyMessage("Old Password"),
  newPasswordEmpty: fieldIsEmptyMessage("New Password"),
  resetToken: "This password reset link is invalid. Please request a new one.",
  paymentId: "Invalid PayPal email address.",
} as const;

const M = ACCOUNT_MESSAGES;

/**
 * Sign-in (`POST /auth/sign-in`): email and password present. The password rule is not applied, so
 * an account is never locked out by a rule change; the email is not format-checked either, since a
 * wrong email simply fails to sign in.
 */
export const signInSchema = v.object({
  email: requiredText(M.emailEmpty),
  password: requiredSecret(M.passwordEmpty),
});

/** Sign-in body. */
export type SignInValues = v.InferInput<typeof signInSchema>;

/** Forgot password (`POST /auth/forgot-password`): a valid email. */
export const forgotPasswordSchema = v.object({
  email: requiredEmail(M.emailEmpty, LEAD_FORM_MESSAGES.invalidEmail),
});

/** Forgot-password body. */
export type ForgotPasswordValues = v.InferInput<typeof forgotPasswordSchema>;

/** Reset password (`POST /auth/reset-password`): a new password by the §5 rule and the link's token. */
export const resetPasswordSchema = v.object({
  password: passwordSchema("default", M.passwordEmpty),
  token: requiredSecret(M.resetToken),
});

/** Reset-password body. */
export type ResetPasswordValues = v.InferInput<typeof resetPasswordSchema>;

/**
 * Change password (`POST /auth/change-password`): the old password present, the new one by the §5
 * rule worded "New Password must be …".
 */
export const changePasswordSchema = v.object({
  old_password: requiredSecret(M.oldPasswordEmpty),
  new_password: passwordSchema("change", M.newPasswordEmpty),
});

/** Change-password body. */
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>;

/**
 * Details update (`PUT /user/me`): every field optional (empty clears it); names by the lead-form
 * pattern, phone by the lead-form rule, payment_id a PayPal account email.
 */
export const detailsUpdateSchema = v.object({
  name: optionalMatching(NAME_PATTERN, LEAD_FORM_MESSAGES.invalidName),
  first_name: optionalMatching(NAME_PATTERN, LEAD_FORM_MESSAGES.invalidFirstName),
  last_name: optionalMatching(NAME_PATTERN, LEAD_FORM_MESSAGES.invalidLastName),
  phone: optionalPhoneSchema,
  payment_id: optionalMatching(isEmail, M.paymentId),
});

/** Details-update body. */
export type DetailsUpdateValues = v.InferInput<typeof detailsUpdateSchema>;
