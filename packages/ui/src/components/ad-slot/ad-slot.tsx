import styles from "./ad-slot.module.css";

/** Where an ad container sits (§9 widths: in-content 824, post 1139, sidebar 320; 374.4 on mobile). */
export type AdSlotKind = "in-content" | "post" | "sidebar";

/** Props of {@link AdSlot}. */
export interface AdSlotProps {
  kind: AdSlotKind;
  /** The slot's name at the search-ads service: the article's ads_query key (`post`, `in_content_1`…). */
  name: string;
  /**
   * The slot's ad query from `articleAds()` of `@carmarket/news`; web-core passes it only when a
   * search-ads service is set with an id for this slot (ADR 295).
   */
  query: string | undefined;
}

/**
 * An ad container the search-ads script fills (§4 Ads), rendered only when its query text is
 * non-empty after trimming (§5). It takes no room until the service fills it: the script marks it
 * `data-ad-state="filled"` (then its 'Advertisement' label shows) or hides it when no ad came
 * (issue #27.4: empty grey boxes stood in articles where no ad ever loaded).
 */
export function AdSlot({ kind, name, query }: AdSlotProps) {
  const text = query?.trim();
  if (!text) return null;
  return (
    // A named group, not a landmark: an article holds several ads and landmarks must be unique.
    <div
      role="group"
      id={`ad-${name}`}
      className={`${styles.root} ${styles[kind]}`}
      aria-label="Advertisement"
      data-ad-slot={kind}
      data-ad-name={name}
      data-ad-query={text}
    >
      <span className={styles.label} aria-hidden="true">
        Advertisement
      </span>
    </div>
  );
}
