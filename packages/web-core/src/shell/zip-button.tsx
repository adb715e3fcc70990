import { selectZipcode, useAppDispatch, useAppSelector, zipModalOpened } from "@carmarket/store";
import styles from "./zip-button.module.css";

/** The header's zip link (§2.6): shows the shopper's ZIP and opens the location popup. */
export function ZipButton() {
  const dispatch = useAppDispatch();
  const zipcode = useAppSelector(selectZipcode);
  return (
    <button type="button" className={styles.zip} onClick={() => dispatch(zipModalOpened())} aria-haspopup="dialog">
      {/* a CSS-drawn pin, not the 📍 emoji: Debian's chromium has no emoji font and drew an empty box (issue #15) */}
      <span className={styles.pin} aria-hidden="true" />
      {zipcode ? `ZIP ${zipcode}` : "Set ZIP"}
    </button>
  );
}
