import * as v from "valibot";
import { emptyFieldsAlert, fieldIsEmptyMessage, isBlank } from "./empty-fields.js";
import { NAME_PATTERN, requiredEmail, requiredMatching, requiredSecret } from "./fields.js";
import { LEAD_FORM_MESSAGES, optionalPhoneSchema } from "./lead-form.js";
import { PASSWORD_MESSAGES, passwordSchema } from "./password.js";

/** The required sign-up fields in form order, with the labels the empty-fields alert uses (§5). */
export const SIGN_UP_FIELD_LABELS = {
  first_name: "First Name",
  last_name: "Last Name",
  email: "Email",
  password: "Password",
  confirm_password: "Confirm Password",
} as const;

/** A required sign-up field. */
export type SignUpField = keyof typeof SIGN_UP_FIELD_LABELS;

const L = SIGN_UP_FIELD_LABELS;

/**
 * Valibot schema of the sign-up body (`POST /auth/sign-up`): names as in the lead form, a valid
 * email, optional phone (lead-form rule), the §5 password rule and a matching confirmation.
 */
export const signUpSchema = v.pipe(
  v.object({
    first_name: requiredMatching(NAME_PATTERN, fieldIsEmptyMessage(L.first_name), LEAD_FORM_MESSAGES.invalidFirstName),
    last_name: requiredMatching(NAME_PATTERN, fieldIsEmptyMessage(L.last_name), LEAD_FORM_MESSAGES.invalidLastName),
    email: requiredEmail(fieldIsEmptyMessage(L.email), LEAD_FORM_MESSAGES.invalidEmail),
    phone: optionalPhoneSchema,
    password: passwordSchema("default", fieldIsEmptyMessage(L.password)),
    confirm_password: requiredSecret(fieldIsEmptyMessage(L.confirm_password)),
  }),
  v.forward(
    v.partialCheck([["password"], ["confirm_password"]], (input) => input.password === input.confirm_password, PASSWORD_MESSAGES.default.mismatch),
    ["confirm_password"],
  ),
);

/** The sign-up form values. */
export type SignUpValues = v.InferInput<typeof signUpSchema>;

/**
 * The one alert the sign-up form shows (§5), or `null` when the form may be sent. Order: the
 * empty-fields alert first (listing every empty field), then the first broken rule in form order
 * (name, email, phone, password rule), then the password confirmation.
 *
 * @example
 * validateSignUp({ first_name: "", last_name: "Lee", email: "", password: "", confirm_password: "x" })
 * // "First Name, Email and Password are empty!"
 */
export function validateSignUp(values: Partial<SignUpValues>): string | null {
  const fields = Object.keys(L) as SignUpField[];
  const alert = emptyFieldsAlert(fields.filter((field) => isBlank(values[field])).map((field) => L[field]));
  if (alert !== null) return alert;
  const result = v.safeParse(signUpSchema, values);
  return result.success ? null : result.issues[0].message;
}
