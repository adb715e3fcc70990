import { recallUrl } from "@carmarket/listing";
import styles from "./recall-link.module.css";

/** Props of {@link RecallLink}. */
export interface RecallLinkProps {
  /** The listing's VIN, named in the link so screen-reader users know which car it checks. */
  vin: string;
}

/** Link out to the government recall page for the car's VIN (§2.7); opens in a new tab. */
export function RecallLink({ vin }: RecallLinkProps) {
  return (
    <a className={styles.root} href={recallUrl(vin)} target="_blank" rel="noopener noreferrer">
      Check safety recalls<span className={styles.vin}> for VIN {vin}</span>
    </a>
  );
}
