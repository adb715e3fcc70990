import { type FieldErrors, type LeadFormField, type LeadFormValues, ZIP_LENGTH, ZIP_PLACEHOLDER, validateLeadForm } from "@carmarket/validation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../button/button.js";
import { SelectField, TextField } from "../text-field/text-field.js";
import { cx } from "../../utils/class-names.js";
import formField from "../../utils/form-field.module.css";
import styles from "./lead-form.module.css";

/** What the shopper can ask the dealer about (the `interest` field, required by §5). */
export const DEFAULT_INTERESTS = ["Is this car still available?", "I'd like to schedule a test drive", "What is your best price?"] as const;

/** Props of {@link LeadForm}. */
export interface LeadFormProps {
  /** The car the lead is about (§5: vin required). */
  vin: string;
  /** Prefill from the lead store (§4: open or update merges fields). */
  initialValues?: Partial<Omit<LeadFormValues, "vin">>;
  /** Called with the validated, trimmed values. */
  onSubmit: (values: LeadFormValues) => void;
  submitting?: boolean;
  /** A server error to show above the button. */
  error?: string;
  interests?: readonly string[];
  submitLabel?: string;
  className?: string;
}

/** The fields the form shows (first/last name are optional in §5 and left to other forms). */
type Values = Record<"name" | "email" | "phone" | "zip" | "interest", string>;

const FIELDS: ReadonlyArray<{
  name: Exclude<keyof Values, "interest">;
  label: string;
  type: string;
  autoComplete: string;
  required: boolean;
  inputMode?: "numeric" | "tel" | "email";
}> = [
  { name: "name", label: "Name", type: "text", autoComplete: "name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", required: true, inputMode: "email" },
  { name: "phone", label: "Phone (optional)", type: "tel", autoComplete: "tel", required: false, inputMode: "tel" },
  { name: "zip", label: "Zip code", type: "text", autoComplete: "postal-code", required: true, inputMode: "numeric" },
];

const FIELD_ORDER: readonly (keyof Values)[] = [...FIELDS.map((f) => f.name), "interest"];

/**
 * The lead form (§5): name, email, optional phone, zip and interest, checked with
 * `validateLeadForm` of @carmarket/validation; each message is tied to its field.
 */
export function LeadForm({
  vin,
  initialValues = {},
  onSubmit,
  submitting = false,
  error,
  interests = DEFAULT_INTERESTS,
  submitLabel = "Check Availability",
  className,
}: LeadFormProps) {
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: initialValues.name ?? "",
    email: initialValues.email ?? "",
    phone: initialValues.phone ?? "",
    zip: initialValues.zip ?? "",
    // An empty stored interest is "none chosen yet": start on the first choice the select shows.
    interest: initialValues.interest || (interests[0] ?? ""),
  });
  const [errors, setErrors] = useState<FieldErrors<LeadFormField>>({});

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const candidate: LeadFormValues = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      zip: values.zip.trim(),
      interest: values.interest.trim(),
      vin,
    };
    const found = validateLeadForm(candidate);
    setErrors(found);
    const firstInvalid = FIELD_ORDER.find((name) => found[name] !== undefined);
    if (firstInvalid === undefined && found.vin === undefined) {
      onSubmit(candidate);
      return;
    }
    // Focus the first invalid field so keyboard and screen-reader users land on its message.
    if (firstInvalid) document.getElementById(`${id}-${firstInvalid}`)?.focus();
  }

  return (
    <form className={cx(styles.form, className)} onSubmit={handleSubmit} noValidate>
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          id={`${id}-${f.name}`}
          label={f.label}
          error={errors[f.name]}
          name={f.name}
          type={f.type}
          inputMode={f.inputMode}
          autoComplete={f.autoComplete}
          required={f.required}
          maxLength={f.name === "zip" ? ZIP_LENGTH : undefined}
          placeholder={f.name === "zip" ? ZIP_PLACEHOLDER : undefined}
          value={values[f.name]}
          onChange={(event) => setValues({ ...values, [f.name]: event.target.value })}
        />
      ))}
      <SelectField
        id={`${id}-interest`}
        label="I am interested in"
        error={errors.interest}
        name="interest"
        required
        value={values.interest}
        onChange={(event) => setValues({ ...values, interest: event.target.value })}
      >
        {interests.map((interest) => (
          <option key={interest} value={interest}>
            {interest}
          </option>
        ))}
      </SelectField>
      {errors.vin ? <p className={formField.error}>{errors.vin}</p> : null}
      {error ? (
        <p className={formField.error} role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
