export { ZIP_LENGTH, ZIP_MESSAGES, ZIP_PATTERN, ZIP_PLACEHOLDER, canSubmitZip, validateZip, zipSchema } from "./zip.js";
export { NAME_PATTERN, PHONE_PATTERN } from "./fields.js";
export { holdsContactDetails, withoutContactDetails } from "./contact-details.js";
export { type FieldErrors, fieldErrors } from "./field-errors.js";
export {
  LEAD_FORM_MESSAGES,
  LEAD_PAGES,
  LEAD_SOURCES,
  type LeadFormField,
  type LeadFormValues,
  type LeadPage,
  type LeadSource,
  type LeadSubmission,
  leadFormSchema,
  leadSubmissionSchema,
  optionalPhoneSchema,
  validateLeadForm,
} from "./lead-form.js";
export {
  PASSWORD_MESSAGES,
  PASSWORD_PATTERN,
  type PasswordOptions,
  type PasswordVariant,
  passwordSchema,
  validatePassword,
  validatePasswordConfirmation,
} from "./password.js";
export { emptyFieldsAlert, fieldIsEmptyMessage } from "./empty-fields.js";
export { SIGN_UP_FIELD_LABELS, type SignUpField, type SignUpValues, signUpSchema, validateSignUp } from "./sign-up.js";
export {
  ACCOUNT_MESSAGES,
  type ChangePasswordValues,
  type DetailsUpdateValues,
  type ForgotPasswordValues,
  type ResetPasswordValues,
  type SignInValues,
  changePasswordSchema,
  detailsUpdateSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  signInSchema,
} from "./account.js";
export {
  FEEDBACK_MESSAGES,
  PROBLEM_REPORT_REASONS,
  type CarReviewValues,
  type DealerReviewValues,
  type PriceDropSubscriptionValues,
  type ProblemReportReason,
  REVIEW_LIMITS,
  type VinFeedbackValues,
  carReviewSchema,
  dealerReviewSchema,
  priceDropSubscriptionSchema,
  vinFeedbackSchema,
} from "./feedback.js";
export { VIN_LENGTH, VIN_PATTERN, isValidVin, vinCharValue, vinCheckDigit } from "./vin.js";
