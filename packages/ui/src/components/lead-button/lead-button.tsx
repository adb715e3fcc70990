import { Button } from "../button/button.js";
import { cx } from "../../utils/class-names.js";
import styles from "./lead-button.module.css";

/** Props of {@link LeadButton}. */
export interface LeadButtonProps {
  /** §4: true when this VIN is in the lead store's selectedVins. */
  contacted: boolean;
  /** Opens the lead form (the app also records leadform_opened). */
  onCheckAvailability: () => void;
  /** Car name for a precise accessible name when many cards are on a page. */
  carName?: string;
  fullWidth?: boolean;
  className?: string;
}

/** §4 lead button: 'Check Availability', or the 'Contacted' flag once this VIN was contacted. */
export function LeadButton({ contacted, onCheckAvailability, carName, fullWidth = false, className }: LeadButtonProps) {
  if (contacted) {
    return (
      <span className={cx(styles.contacted, className)}>
        <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M2 8.5 6 12l8-8" />
        </svg>
        Contacted
      </span>
    );
  }
  return (
    <Button className={className} fullWidth={fullWidth} onClick={onCheckAvailability} aria-label={carName ? `Check Availability of ${carName}` : undefined}>
      Check Availability
    </Button>
  );
}
