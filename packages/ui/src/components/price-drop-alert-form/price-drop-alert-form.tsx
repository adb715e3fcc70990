import { fieldErrors, priceDropSubscriptionSchema } from "@carmarket/validation";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../button/button.js";
import styles from "./price-drop-alert-form.module.css";

/** Props of {@link PriceDropAlertForm}. */
export interface PriceDropAlertFormProps {
  /** The listing's VIN the alert is for. */
  vin: string;
  /** Called with a valid subscription (`subscribePriceDrop` body). */
  onSubmit: (subscription: { vin: string; email: string }) => void;
  /** Server error shown under the field (its `message`). */
  error?: string;
  /** Server confirmation (its `message`) once subscribed. */
  message?: string;
  /** Disables the button while the request runs. */
  submitting?: boolean;
  /**
   * The address alerts for this car already go to (this subscription or one remembered from an earlier visit):
   * the form gives way to a line saying so (issue #26.12: the form stayed after success, a reload forgot it).
   */
  subscribedEmail?: string;
}

/**
 * 'Notify me of price drops' (§1): an email field checked with `priceDropSubscriptionSchema` of
 * `@carmarket/validation` (the API checks the same), so 'Invalid email address.' (§5) shows at once.
 */
export function PriceDropAlertForm({ vin, onSubmit, error, message, submitting = false, subscribedEmail }: PriceDropAlertFormProps) {
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState<string>();
  const id = useId();
  if (subscribedEmail !== undefined) {
    return (
      <section className={styles.root} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.heading}>
          Notify me of price drops
        </h2>
        <p role="status" className={styles.message}>
          {message ? `${message} ` : ""}Price-drop alerts for this car go to {subscribedEmail}.
        </p>
      </section>
    );
  }
  const shownError = invalid ?? error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const errors = fieldErrors(priceDropSubscriptionSchema, { vin, email });
    setInvalid(errors.email);
    if (Object.keys(errors).length === 0) onSubmit({ vin, email: email.trim() });
  };
  return (
    <form className={styles.root} onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        Notify me of price drops
      </h2>
      <label htmlFor={`${id}-email`}>Email</label>
      <input
        id={`${id}-email`}
        className={styles.input}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
      />
      {shownError && (
        <p id={`${id}-error`} className={styles.error}>
          {shownError}
        </p>
      )}
      <Button type="submit" className={styles.submit} disabled={email.trim() === ""} loading={submitting}>
        Notify Me
      </Button>
      <p role="status" className={styles.message}>
        {message ?? ""}
      </p>
    </form>
  );
}
