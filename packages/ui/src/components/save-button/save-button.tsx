import { cx } from "../../utils/class-names.js";
import styles from "./save-button.module.css";

/** Props of {@link SaveButton}. */
export interface SaveButtonProps {
  /** Whether the car is in the saved list (§4 saved listing). */
  saved: boolean;
  /** The card's saved-car count (`save_car_count`); hidden when undefined. */
  count?: number;
  /** §4: saving is blocked while the save loader is active. */
  saving?: boolean;
  /** Issue #28.4: tapped offline, kept on the device and sent when the connection returns. */
  pending?: boolean;
  /** Name of the car, for the button's accessible name ("Save 2021 Honda Civic"). */
  carName: string;
  onToggle: () => void;
  className?: string;
}

/**
 * The heart's accessible name: what a tap does, then the count ('Save 2021 Honda Civic, saved by 12'), then
 * whether a change made offline waits to be sent (', pending').
 */
function saveButtonName(saved: boolean, carName: string, count: number | undefined, pending: boolean): string {
  const action = saved ? `Remove ${carName.trim()} from saved cars` : `Save ${carName.trim()}`;
  return `${action}${count === undefined ? "" : `, saved by ${count}`}${pending ? ", pending" : ""}`;
}

/**
 * The saved heart (§4) with the saved-car count; ignores taps while a save is in flight. Its name says what a tap
 * does, so it changes once the car is saved ('Remove … from saved cars'): a screen reader heard 'Save' after
 * saving, and the name's parts read '… Elevation , saved by 0' (issue #26.12). Per the WAI-ARIA button pattern a
 * button whose name changes carries no aria-pressed.
 */
export function SaveButton({ saved, count, saving = false, pending = false, carName, onToggle, className }: SaveButtonProps) {
  return (
    <button
      type="button"
      className={cx(styles.button, saved && styles.saved, pending && styles.pending, className)}
      aria-label={saveButtonName(saved, carName, count, pending)}
      aria-busy={saving || undefined}
      // aria-disabled keeps the button focusable and announced while the save loader runs.
      aria-disabled={saving || undefined}
      data-saved={saved}
      onClick={saving ? undefined : onToggle}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.1C.9 8.6 2.9 4.5 6.6 4.5c2.1 0 3.6 1.2 4.4 2.6.8-1.4 2.3-2.6 4.4-2.6 3.7 0 5.7 4.1 4.2 7.4C19.5 16.4 12 21 12 21z" />
      </svg>
      {count === undefined ? null : <span className={styles.count}>{count}</span>}
      {/* The space keeps the visible text ('13 pending') a part of the name, as axe's label-content check wants. */}
      {pending ? <span className={styles.pendingText}> pending</span> : null}
    </button>
  );
}
