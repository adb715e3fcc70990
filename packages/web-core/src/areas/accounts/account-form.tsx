import type { FormEvent, ReactNode } from "react";
import { Button } from "@carmarket/ui/button";
import { TextField } from "@carmarket/ui/text-field";
import styles from "./accounts.module.css";

/** One labelled input of an account form. */
export interface FieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel";
  autoComplete?: string;
  defaultValue?: string;
  hint?: string;
}

/** A labelled text input; the §5 rules are checked by the store on submit, so the browser's own checks are off. */
export function Field({ name, label, type = "text", autoComplete, defaultValue, hint }: FieldProps) {
  return <TextField id={`account-${name}`} label={label} hint={hint} name={name} type={type} autoComplete={autoComplete} defaultValue={defaultValue} />;
}

/** The form's fields as text, by name (every account field is text). */
function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  new FormData(form).forEach((value, key) => {
    if (typeof value === "string") values[key] = value;
  });
  return values;
}

/** Props of {@link AccountForm}. */
export interface AccountFormProps {
  /** Accessible name of the form (usually the page heading's text). */
  label: string;
  submitLabel: string;
  /** An account call is in flight (§4): the button is busy and ignores clicks. */
  pending: boolean;
  onSubmit: (values: Record<string, string>) => void;
  children: ReactNode;
}

/**
 * An account form (§2.9). Sent by the store's account flows from the browser, so the API sees the
 * shopper's own address for its rate limits and sets the HttpOnly cookie itself (ADR 160); the
 * store shows the §5/§8 messages as notices.
 */
export function AccountForm({ label, submitLabel, pending, onSubmit, children }: AccountFormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(formValues(event.currentTarget));
  };
  return (
    <form className={styles.form} aria-label={label} method="post" noValidate onSubmit={submit}>
      {children}
      <noscript>
        <p className={styles.hint}>Please turn on JavaScript to send this form.</p>
      </noscript>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** The page frame of every account screen: one main landmark and one h1. */
export function AccountPage({ title, intro, wide = false, children }: { title: string; intro?: ReactNode; wide?: boolean; children: ReactNode }) {
  return (
    <main className={wide ? `${styles.page} ${styles.wide}` : styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {children}
    </main>
  );
}
