import { ZipForm, type ZipFormProps } from "../zip-form/zip-form.js";
import styles from "./footer-zip-form.module.css";

/** Props of {@link FooterZipForm}: the zip form's, minus its labels. */
export type FooterZipFormProps = Omit<ZipFormProps, "updateLabel" | "inline" | "label">;

/** The footer zip form of §2.6: field and button in a row, 'Submit' or 'Update Zip'. */
export function FooterZipForm(props: FooterZipFormProps) {
  return (
    <div className={styles.section}>
      <ZipForm {...props} label="Cars near zip code" updateLabel="Update Zip" inline />
    </div>
  );
}
