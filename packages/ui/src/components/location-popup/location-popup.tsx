import { Button } from "../button/button.js";
import { Dialog } from "../dialog/dialog.js";
import { ZipForm } from "../zip-form/zip-form.js";
import hidden from "../../utils/visually-hidden.module.css";
import styles from "./location-popup.module.css";

/** State of the Locate Me button (§4 locate button). */
export type LocateStatus = "idle" | "locating" | "denied" | "unsupported";

/** Props of {@link LocationPopup}. */
export interface LocationPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The stored zip: the zip button reads Update instead of Submit (§4). */
  zipcode?: string;
  onZipSubmit: (zipcode: string) => void;
  /** The zip handler's error text (§8). */
  zipError?: string;
  zipSubmitting?: boolean;
  /** `locating` shows the loader; `denied` shows the §8 text; `denied`/`unsupported` disable the button. */
  locateStatus: LocateStatus;
  onLocate: () => void;
  /** Another locate failure to show (timeout, no position, lookup msg); the denial text is built in. */
  locateError?: string;
  /** Help page explaining how to allow location access ('Show me how?', opens in a new tab). */
  helpHref: string;
}

/**
 * The location popup 'Help Us Locate You!' (§2.4, §2.6, §4, §8): zip form and Locate Me with its
 * loader, the denial text with its help link, and a disabled button when denied or unsupported.
 */
export function LocationPopup({
  open,
  onOpenChange,
  zipcode,
  onZipSubmit,
  zipError,
  zipSubmitting,
  locateStatus,
  onLocate,
  locateError,
  helpHref,
}: LocationPopupProps) {
  const blocked = locateStatus === "denied" || locateStatus === "unsupported";
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Help Us Locate You!" size="zipForm">
      <div className={styles.body}>
        <ZipForm zipcode={zipcode} onSubmit={onZipSubmit} error={zipError} submitting={zipSubmitting} />
        <p className={styles.or} aria-hidden="true">
          or
        </p>
        <Button
          variant="secondary"
          fullWidth
          onClick={onLocate}
          loading={locateStatus === "locating"}
          disabled={blocked}
          aria-describedby={locateStatus === "denied" ? "location-denied" : undefined}
        >
          Locate Me
        </Button>
        {locateStatus === "denied" ? (
          <p id="location-denied" className={styles.denied} role="alert">
            Allow this site to access your location (
            <a href={helpHref} target="_blank" rel="noopener noreferrer">
              Show me how?<span className={hidden.visuallyHidden}> (opens in a new tab)</span>
            </a>
            ). OR, enter ZIP manually.
          </p>
        ) : locateError ? (
          <p className={styles.denied} role="alert">
            {locateError}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
