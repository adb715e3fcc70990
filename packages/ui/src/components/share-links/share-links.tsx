import type { ShareLink } from "@carmarket/news";
import styles from "./share-links.module.css";
import { CopyLinkButton } from "./copy-link-button.js";

/** Props of {@link ShareLinks}. */
export interface ShareLinksProps {
  /**
   * `shareLinks()` of `@carmarket/news`: Facebook, Twitter (preset text and the site-name hashtag)
   * and LinkedIn, each with its label (§2.7, §2.8).
   */
  links: readonly ShareLink[];
  /** When given, a 'Copy Link' button copies this address. */
  copyUrl?: string;
  /** How many leading share links are hidden (the collapsed share panel hides three, §2.8). Default 0. */
  hiddenCount?: number;
  /** Id of the list, for a toggle's `aria-controls`. */
  id?: string;
}

/** Social share links opening in a new tab, and an optional copy-link button. */
export function ShareLinks({ links, copyUrl, hiddenCount = 0, id }: ShareLinksProps) {
  return (
    <ul id={id} className={styles.root} aria-label="Share">
      {links.map((link, index) => (
        <li key={link.network} hidden={index < hiddenCount}>
          <a className={`${styles.link} ${styles[link.network]}`} href={link.href} target="_blank" rel="noopener noreferrer">
            {link.label}
          </a>
        </li>
      ))}
      {copyUrl !== undefined && (
        <li>
          <CopyLinkButton url={copyUrl} />
        </li>
      )}
    </ul>
  );
}
