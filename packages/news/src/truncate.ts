/**
 * Display truncation of news titles and excerpts (§5 "Display").
 */

/** One truncation rule: keep at most `max` characters, then add `suffix`. */
export interface TruncationRule {
  /** Characters kept (Unicode code points, so emoji and accents are never split). */
  readonly max: number;
  /** Appended only when the text was cut. */
  readonly suffix: string;
}

/**
 * The §5 truncation rules. List cards and sidebar lists have suffixes from the spec; the carousel
 * and excerpt suffixes are this project's choice ('...', like the sidebar lists).
 */
export const TRUNCATION = {
  /** List-card titles: 64 characters plus ' ...'. */
  listCardTitle: { max: 64, suffix: " ..." },
  /** Trending and handpicked titles: 45 characters plus '...'. */
  sidebarTitle: { max: 45, suffix: "..." },
  /** Carousel titles: 70 characters. */
  carouselTitle: { max: 70, suffix: "..." },
  /** Excerpts: 230 characters plus an ellipsis. */
  excerpt: { max: 230, suffix: "..." },
} as const satisfies Record<string, TruncationRule>;

/** Name of one {@link TRUNCATION} rule. */
export type TruncationKind = keyof typeof TRUNCATION;

/**
 * Cuts `text` to the rule's length and appends its suffix; text that fits is returned unchanged.
 * A missing text gives `""`.
 * @example truncateNewsText("listCardTitle", title) // first 64 characters + " ..."
 */
export function truncateNewsText(kind: TruncationKind, text: string | null | undefined): string {
  const { max, suffix } = TRUNCATION[kind];
  const characters = Array.from(text ?? "");
  return characters.length <= max ? (text ?? "") : characters.slice(0, max).join("") + suffix;
}
