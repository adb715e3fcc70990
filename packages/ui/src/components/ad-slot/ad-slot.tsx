import styles from "./ad-slot.module.css";

/** Where an ad container sits (§9 sizes: in-content 824x400, post 1139x255, sidebar 320 wide). */
export type AdSlotKind = "in-content" | "post" | "sidebar";

/** Props of {@link AdSlot}. */
export interface AdSlotProps {
  kind: AdSlotKind;
  /** The slot's ad query from `articleAds()` of `@carmarket/news`. */
  query: string | undefined;
}

/**
 * An ad container the search-ads script fills (§4 Ads): reserves its §9 size so the page does not
 * shift, and renders only when its query text is non-empty after trimming (§5).
 */
export function AdSlot({ kind, query }: AdSlotProps) {
  const text = query?.trim();
  if (!text) return null;
  return (
    // A named group, not a landmark: an article holds several ads and landmarks must be unique.
    <div role="group" className={`${styles.root} ${styles[kind]}`} aria-label="Advertisement" data-ad-slot={kind} data-ad-query={text}>
      <span className={styles.label} aria-hidden="true">
        Advertisement
      </span>
    </div>
  );
}
