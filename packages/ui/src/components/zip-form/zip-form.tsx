import { ZIP_LENGTH, ZIP_PLACEHOLDER, canSubmitZip, validateZip } from "@carmarket/validation";
import { useId, useState, type FormEvent } from "react";
import { Button } from "../button/button.js";
import { cx } from "../../utils/class-names.js";
import formField from "../../utils/form-field.module.css";
import styles from "./zip-form.module.css";

/** Props of {@link ZipForm}. */
export interface ZipFormProps {
  /** The stored zip, if any: prefills the field and turns 'Submit' into the update label (§4). */
  zipcode?: string;
  /** Called with a valid 5-digit zip (§5). */
  onSubmit: (zipcode: string) => void;
  /** Error text from the zip handler (e.g. the lookup's msg, §8), shown under the field. */
  error?: string;
  /** True while the zip lookup runs. */
  submitting?: boolean;
  /** Label of the button when a zip exists: 'Update' (popup) or 'Update Zip' (footer, §2.6). */
  updateLabel?: string;
  /** Visible label of the field. */
  label?: string;
  /** Lay the field and button side by side (footer) instead of stacked. */
  inline?: boolean;
  className?: string;
}

/**
 * The zip form of §5: 5-character input with placeholder 97865, 'Submit' or 'Update' by whether a
 * zip exists, disabled while empty, 'Zipcode is required' / 'Invalid zipcode' and the handler's
 * error under the field.
 */
export function ZipForm({ zipcode, onSubmit, error, submitting = false, updateLabel = "Update", label = "Zip code", inline = false, className }: ZipFormProps) {
  const id = useId();
  const [value, setValue] = useState(zipcode ?? "");
  const [dirty, setDirty] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  // The handler's error is about the ZIP sent; once the shopper edits the field it no longer applies (issue #26.12:
  // the footer's lookup error stayed after the field was cleared).
  const [editedSinceSubmit, setEditedSinceSubmit] = useState(false);
  const message = validationError ?? (editedSinceSubmit ? null : error) ?? null;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = validateZip(value);
    setValidationError(problem);
    setEditedSinceSubmit(false);
    if (problem === null) onSubmit(value.trim());
  }

  return (
    <form className={cx(styles.form, inline && styles.inline, className)} onSubmit={handleSubmit} noValidate>
      <label className={styles.label} htmlFor={`${id}-zip`}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-zip`}
          className={cx(formField.input, styles.input)}
          name="zipcode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          placeholder={ZIP_PLACEHOLDER}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setDirty(true);
            setEditedSinceSubmit(true);
            setValidationError(null);
          }}
          // The button is disabled while empty (§5), so 'Zipcode is required' shows when a field the
          // shopper typed in is left blank.
          onBlur={() => {
            if (dirty && !canSubmitZip(value)) setValidationError(validateZip(value));
          }}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
        />
        <Button type="submit" disabled={!canSubmitZip(value)} loading={submitting}>
          {zipcode ? updateLabel : "Submit"}
        </Button>
      </div>
      {message ? (
        <p id={`${id}-error`} className={cx(formField.error, styles.error)} role="alert">
          {message}
        </p>
      ) : null}
    </form>
  );
}
