export { DEFAULT_INTERESTS, LeadForm, type LeadFormProps } from "./lead-form.js";
