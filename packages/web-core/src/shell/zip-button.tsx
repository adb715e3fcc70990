import { selectZipcode, useAppDispatch, useAppSelector, zipModalOpened } from "@carmarket/store";
import styles from "./zip-button.module.css";

/** The header's zip link (§2.6): shows the shopper's ZIP and opens the location popup. */
export function ZipButton() {
  const dispatch = useAppDispatch();
  const zipcode = useAppSelector(selectZipcode);
  return (
    <button type="button" className={styles.zip} onClick={() => dispatch(zipModalOpened())} aria-haspopup="dialog">
      {/* a drawing, not the 📍 emoji: Debian's chromium has no emoji font and drew an empty box (issue #15) */}
      <svg className={styles.pin} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5Z" />
      </svg>
      {zipcode ? `ZIP ${zipcode}` : "Set ZIP"}
    </button>
  );
}
