import styles from "./share-links.module.css";
import { CopyLinkButton } from "./copy-link-button.js";

/** A social network a page can be shared to (§2.7, §2.8). */
export type ShareNetwork = "facebook" | "twitter" | "linkedin";

/** One share link; the href (with Twitter's preset text and site hashtag, §2.8) comes from the routes package. */
export interface ShareTarget {
  network: ShareNetwork;
  href: string;
}

const NETWORK_NAMES: Record<ShareNetwork, string> = {
  facebook: "Facebook",
  twitter: "Twitter",
  linkedin: "LinkedIn",
};

/** Props of {@link ShareLinks}. */
export interface ShareLinksProps {
  /** The networks to offer, in display order. */
  targets: readonly ShareTarget[];
  /** When given, a 'Copy Link' button copies this address. */
  copyUrl?: string;
  /** How many leading share links are hidden (the collapsed share panel hides three, §2.8). Default 0. */
  hiddenCount?: number;
  /** Id of the list, for a toggle's `aria-controls`. */
  id?: string;
}

/** Social share links opening in a new tab, and an optional copy-link button. */
export function ShareLinks({ targets, copyUrl, hiddenCount = 0, id }: ShareLinksProps) {
  return (
    <ul id={id} className={styles.root} aria-label="Share">
      {targets.map((target, index) => (
        <li key={target.network} hidden={index < hiddenCount}>
          <a
            className={`${styles.link} ${styles[target.network]}`}
            href={target.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            Share on {NETWORK_NAMES[target.network]}
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
