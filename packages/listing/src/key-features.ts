/** §4/§9: key features shown before "Show More" on the vehicle page. */
export const KEY_FEATURES_COLLAPSED = 4;

/** §4/§9: the vehicle-details panel shows at most this many key features (no toggle). */
export const KEY_FEATURES_PANEL_MAX = 5;

/** §4 toggle labels of the key-features list. */
export const KEY_FEATURES_TOGGLE_LABELS = { more: "Show More", less: "Show Less" } as const;

/** Where the list is shown: the vehicle page section (collapsible) or the details panel (capped). */
export type KeyFeaturesContext = "section" | "panel";

/** Options of `visibleKeyFeatures`. */
export interface KeyFeaturesOptions {
  /** `section` (default) or `panel`. */
  context?: KeyFeaturesContext;
  /** Whether the section list is expanded (ignored in the panel). */
  expanded?: boolean;
}

/** The key features to render and the toggle to offer. */
export interface VisibleKeyFeatures {
  /** Features to render, in feed order. */
  visible: string[];
  /** `Show More`, `Show Less`, or `null` when there is nothing to toggle. */
  toggleLabel: (typeof KEY_FEATURES_TOGGLE_LABELS)[keyof typeof KEY_FEATURES_TOGGLE_LABELS] | null;
}

/**
 * §4 key features: the section shows the first four until expanded, with `Show More` / `Show Less`
 * only when there are more than four; the details panel shows at most five and never toggles.
 * Blank entries from the feed are dropped first.
 *
 * @example
 * visibleKeyFeatures(["A", "B", "C", "D", "E"]) // { visible: ["A", "B", "C", "D"], toggleLabel: "Show More" }
 */
export function visibleKeyFeatures(
  features: readonly string[] | undefined,
  { context = "section", expanded = false }: KeyFeaturesOptions = {},
): VisibleKeyFeatures {
  const all = (features ?? []).map((feature) => feature.trim()).filter((feature) => feature !== "");
  if (context === "panel") return { visible: all.slice(0, KEY_FEATURES_PANEL_MAX), toggleLabel: null };
  if (all.length <= KEY_FEATURES_COLLAPSED) return { visible: all, toggleLabel: null };
  return expanded
    ? { visible: all, toggleLabel: KEY_FEATURES_TOGGLE_LABELS.less }
    : { visible: all.slice(0, KEY_FEATURES_COLLAPSED), toggleLabel: KEY_FEATURES_TOGGLE_LABELS.more };
}
