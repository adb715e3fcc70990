import type { ReactNode } from "react";
import { cx } from "../../utils/class-names.js";
import styles from "./prompt-bar.module.css";

/** Props of {@link PromptBar}. */
export interface PromptBarProps {
  /** The region's name ("Install CarMarket"). */
  label: string;
  /** What the bar offers, in a sentence. */
  children: ReactNode;
  /** The offer's button; none for a bar that only informs. */
  action?: { label: string; onClick: () => void };
  /** The dismiss button's text ("Not now"). */
  dismissLabel: string;
  onDismiss: () => void;
  className?: string;
}

/**
 * A slim offer at the bottom of the viewport (install the app, load a new version): a named region, not a
 * dialog, so it never takes the focus or blocks the page; the page decides when it may show.
 */
export function PromptBar({ label, children, action, dismissLabel, onDismiss, className }: PromptBarProps) {
  return (
    <aside className={cx(styles.bar, className)} aria-label={label}>
      <p className={styles.text}>{children}</p>
      <div className={styles.buttons}>
        {action ? (
          <button type="button" className={styles.action} onClick={action.onClick}>
            {action.label}
          </button>
        ) : null}
        <button type="button" className={styles.dismiss} onClick={onDismiss}>
          {dismissLabel}
        </button>
      </div>
    </aside>
  );
}
