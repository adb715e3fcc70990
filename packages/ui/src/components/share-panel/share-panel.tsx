import { type ShareLink, SHARE_PANEL_ITEMS, visibleSharePanelItems } from "@carmarket/news";
import { useId, useState } from "react";
import { ShareLinks } from "../share-links/share-links.js";
import styles from "./share-panel.module.css";

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  /** `shareLinks()` of `@carmarket/news`: Facebook, Twitter, LinkedIn (§2.8). */
  links: readonly ShareLink[];
  /** The article's shared link (`newsShareUrl` of `@carmarket/routes`) for 'Copy Link'. */
  url: string;
  /** Start expanded. Default false. */
  defaultExpanded?: boolean;
}

/**
 * The article share panel (§2.8): collapsed with the first three share links hidden, expanded by a
 * float button; 'Copy Link' confirms 'Link Copied!'.
 */
export function SharePanel({ links, url, defaultExpanded = false }: SharePanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  const hidden = SHARE_PANEL_ITEMS.length - visibleSharePanelItems(!expanded).length;
  return (
    <div className={styles.root} data-expanded={expanded}>
      <ShareLinks id={listId} links={links} copyUrl={url} hiddenCount={hidden} />
      <button type="button" className={styles.float} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((open) => !open)}>
        {expanded ? "Hide share options" : "Show share options"}
      </button>
    </div>
  );
}
