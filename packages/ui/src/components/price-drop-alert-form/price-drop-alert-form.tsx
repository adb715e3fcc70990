import { type FormEvent, useId, useState } from "react";
import { Button } from "../button/button.js";
import styles from "./price-drop-alert-form.module.css";

/** Props of {@link PriceDropAlertForm}. */
export interface PriceDropAlertFormProps {
  /** Called with the typed email; the caller validates it with `@carmarket/validation` and subscribes. */
  onSubmit: (email: string) => void;
  /** Validation or server error shown under the field. */
  error?: string;
  /** Server confirmation (its `message`) once subscribed. */
  message?: string;
  /** Disables the button while the request runs. */
  submitting?: boolean;
}

/** 'Notify me of price drops' (§1): an email field that subscribes to this car's price drops. */
export function PriceDropAlertForm({ onSubmit, error, message, submitting = false }: PriceDropAlertFormProps) {
  const [email, setEmail] = useState("");
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email.trim());
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
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
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
