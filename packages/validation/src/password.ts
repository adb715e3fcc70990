import * as v from "valibot";
import { missingAsEmpty } from "./fields.js";

/**
 * §5 password: at least 8 characters, at least one lowercase letter, one uppercase letter, one digit
 * and one of `@$!%*?&`, and no other characters.
 */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** Which form asks: the change-password form words its messages with "New Password" (§5). */
export type PasswordVariant = "default" | "change";

/** The password messages of §5, word for word, per variant. */
export const PASSWORD_MESSAGES = {
  default: {
    rule: "Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    mismatch: "Passwords do not match. Please try again.",
  },
  change: {
    rule: "New Password must be at least 8 characters long, contain at least one uppercase letter, one lowercase letter, one number, and one special character.",
    mismatch: "New Passwords do not match. Please try again.",
  },
} as const satisfies Record<PasswordVariant, { rule: string; mismatch: string }>;

/** Options of the password checks. */
export interface PasswordOptions {
  /** `change` for the change-password form; `default` (sign-up, reset) otherwise. */
  variant?: PasswordVariant;
}

/**
 * Valibot schema of a new password (§5 rule). A missing or empty password fails with
 * `requiredMessage` (the rule text unless given). Passwords are never trimmed: spaces are simply
 * not allowed characters.
 */
export function passwordSchema(variant: PasswordVariant = "default", requiredMessage?: string) {
  const rule = PASSWORD_MESSAGES[variant].rule;
  const required = requiredMessage ?? rule;
  return missingAsEmpty(v.pipe(v.string(required), v.nonEmpty(required), v.regex(PASSWORD_PATTERN, rule)));
}

/**
 * The §5 password message when `value` breaks the rule, else `null`.
 *
 * @example
 * validatePassword("Secret1!") // null
 * validatePassword("secret", { variant: "change" }) // "New Password must be at least 8 characters long, …"
 */
export function validatePassword(value: string, { variant = "default" }: PasswordOptions = {}): string | null {
  return PASSWORD_PATTERN.test(value) ? null : PASSWORD_MESSAGES[variant].rule;
}

/**
 * §5: the confirmation must equal the password exactly; returns the mismatch message or `null`.
 *
 * @example
 * validatePasswordConfirmation("Secret1!", "Secret1?") // "Passwords do not match. Please try again."
 */
export function validatePasswordConfirmation(password: string, confirmation: string, { variant = "default" }: PasswordOptions = {}): string | null {
  return password === confirmation ? null : PASSWORD_MESSAGES[variant].mismatch;
}
