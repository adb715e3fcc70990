import { forwardRef, type ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

/** Visual weight of a {@link Button}. */
export type ButtonVariant = "primary" | "secondary" | "ghost";

/** Props of {@link Button}: every native button attribute plus the look. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; `primary` by default. */
  variant?: ButtonVariant;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
  /** Shows a busy state: the button is announced busy and ignores clicks. */
  loading?: boolean;
}

/** The kit's button; `type="button"` unless told otherwise so it never submits a form by accident. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", fullWidth = false, loading = false, className, type = "button", disabled, children, ...rest },
  ref,
) {
  const classes = [styles.button, styles[variant], fullWidth ? styles.fullWidth : "", className ?? ""].filter(Boolean).join(" ");
  return (
    <button ref={ref} type={type} className={classes} disabled={disabled || loading} aria-busy={loading || undefined} {...rest}>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
