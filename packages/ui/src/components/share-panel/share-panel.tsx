import { useId, useState } from "react";
import { ShareLinks, type ShareTarget } from "../share-links/share-links.js";
import styles from "./share-panel.module.css";

/** Share links the collapsed panel hides (§2.8: the first three). */
export const SHARE_PANEL_COLLAPSED_HIDDEN = 3;

/** Props of {@link SharePanel}. */
export interface SharePanelProps {
  /** Facebook, Twitter and LinkedIn links of the article (§2.8). */
  targets: readonly ShareTarget[];
  /** The article's shared link (news base plus title slug, §2.1) for 'Copy Link'. */
  url: string;
  /** Start expanded. Default false. */
  defaultExpanded?: boolean;
}

/**
 * The article share panel (§2.8): collapsed with the first three share links hidden, expanded by a
 * float button; 'Copy Link' confirms 'Link Copied!'.
 */
export function SharePanel({ targets, url, defaultExpanded = false }: SharePanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const listId = useId();
  return (
    <div className={styles.root} data-expanded={expanded}>
      <ShareLinks id={listId} targets={targets} copyUrl={url} hiddenCount={expanded ? 0 : SHARE_PANEL_COLLAPSED_HIDDEN} />
      <button
        type="button"
        className={styles.float}
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((open) => !open)}
      >
        {expanded ? "Hide share options" : "Show share options"}
      </button>
    </div>
  );
}
