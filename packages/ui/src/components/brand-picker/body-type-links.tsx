import { BODY_TYPES, BODY_TYPE_SLUGS, type QueryInput, bodyTypeLinkPath } from "@carmarket/routes";
import styles from "./brand-picker.module.css";

/** Props of {@link BodyTypeLinks}. */
export interface BodyTypeLinksProps {
  /** Current query parameters, kept on every link (§2.5). */
  query?: QueryInput;
  onNavigate?: () => void;
}

/** The body types as links to the site root plus the body-type slug (§2.5). */
export function BodyTypeLinks({ query, onNavigate }: BodyTypeLinksProps) {
  return (
    <ul className={styles.grid} aria-label="Body types">
      {BODY_TYPE_SLUGS.map((slug) => (
        <li key={slug}>
          <a className={styles.brand} href={bodyTypeLinkPath(slug, query)} onClick={onNavigate}>
            {BODY_TYPES[slug]}
          </a>
        </li>
      ))}
    </ul>
  );
}
