import * as v from "valibot";
import { type FieldErrors, fieldErrors } from "./field-errors.js";
import { NAME_PATTERN, PHONE_PATTERN, optionalMatching, requiredEmail, requiredMatching, requiredText } from "./fields.js";
import { ZIP_PATTERN } from "./zip.js";

/** §3 lead source: which site variant sent the lead. */
export const LEAD_SOURCES = ["desktop", "mobile"] as const;

/** A lead source (§3). */
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** §3 page of origin of a lead. */
export const LEAD_PAGES = [
  "dealer",
  "single_vin",
  "home",
  "brand",
  "submodel",
  "single_car",
  "inventory",
  "news_listing",
  "single_news",
  "author",
  "saved_cars",
] as const;

/** A lead's page of origin (§3). */
export type LeadPage = (typeof LEAD_PAGES)[number];

/**
 * Lead form messages. The `invalid*` texts are §5's, word for word; the `required*`, `source` and
 * `page` texts are ours (§5 gives none), see packages/validation/src/README.md.
 */
export const LEAD_FORM_MESSAGES = {
  requiredName: "Name is required.",
  invalidName: "Invalid Name",
  invalidFirstName: "Invalid First Name",
  invalidLastName: "Invalid Last Name",
  invalidZip: "Invalid Zipcode.",
  invalidEmail: "Invalid email address.",
  invalidPhone: "Invalid Phone number.",
  requiredInterest: "Please tell the dealer what you are interested in.",
  requiredVin: "VIN is required.",
  source: "Lead source must be desktop or mobile.",
  page: "Unknown page of origin.",
} as const;

const M = LEAD_FORM_MESSAGES;

/** The §5 phone rule as a schema (optional; empty allowed), shared with the account details form. */
export const optionalPhoneSchema = optionalMatching(PHONE_PATTERN, M.invalidPhone);

/**
 * Valibot schema of the lead form (§5), used by the form and by the API so both give the same
 * messages. Outputs trimmed values.
 */
export const leadFormSchema = v.object({
  name: requiredMatching(NAME_PATTERN, M.requiredName, M.invalidName),
  first_name: optionalMatching(NAME_PATTERN, M.invalidFirstName),
  last_name: optionalMatching(NAME_PATTERN, M.invalidLastName),
  // §5 gives one zip message and one email message, so missing and malformed read the same.
  zip: requiredMatching(ZIP_PATTERN, M.invalidZip, M.invalidZip),
  email: requiredEmail(M.invalidEmail),
  phone: optionalPhoneSchema,
  interest: requiredText(M.requiredInterest),
  vin: requiredText(M.requiredVin),
});

/** The values of the lead form (§3 lead data without the store-only `selectedVins`). */
export type LeadFormValues = v.InferOutput<typeof leadFormSchema>;

/** A lead field name. */
export type LeadFormField = keyof LeadFormValues;

/**
 * Schema of the lead the API receives (`POST /leads`): the lead form plus its source and page of
 * origin (§3).
 */
export const leadSubmissionSchema = v.object({
  ...leadFormSchema.entries,
  source: v.picklist(LEAD_SOURCES, M.source),
  page: v.picklist(LEAD_PAGES, M.page),
});

/** The body of `POST /leads`. */
export type LeadSubmission = v.InferOutput<typeof leadSubmissionSchema>;

/**
 * Every invalid lead-form field with its §5 message, all at once; `{}` when the form is valid.
 *
 * @example
 * validateLeadForm({ name: "J0hn", zip: "123", email: "a@b.co", interest: "Test drive", vin: "1HGCM82633A004352" })
 * // { name: "Invalid Name", zip: "Invalid Zipcode." }
 */
export function validateLeadForm(values: Partial<LeadFormValues>): FieldErrors<LeadFormField> {
  return fieldErrors(leadFormSchema, values);
}
