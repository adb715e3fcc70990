/**
 * Car page tabs (§2.2): slugs, labels, the URL rules and the tab strip builder.
 */

/** Car page tab slugs in display order (§2.2). */
export const CAR_TABS = [
  "overview",
  "price",
  "trims",
  "trim-family",
  "gallery",
  "specifications",
  "performance",
  "interiors",
  "safety",
  "reliability",
  "user-reviews",
  "editor-review",
  "versus",
  "car-compare",
  "0to60",
  "brochure-manuals",
  "mpg",
  "dimensions",
  "trunk-space",
  "cargo-space",
  "towing-capacity",
  "cto",
  "problems",
] as const;

/** One §2.2 car page tab slug. */
export type CarTab = (typeof CAR_TABS)[number];

/** Tabs shown without a URL of their own (§2.2: versus and trims are sections of the page). */
export const TABS_WITHOUT_URL = ["versus", "trims"] as const satisfies readonly CarTab[];

/** A tab that has its own URL. */
export type CarPageTab = Exclude<CarTab, (typeof TABS_WITHOUT_URL)[number]>;

/** Tabs whose links use the year-less "new" car URL `/{brand}/{model}/{tab}` (§2.2). */
export const YEARLESS_TABS = ["mpg", "0to60", "towing-capacity", "trunk-space", "cargo-space", "dimensions"] as const satisfies readonly CarPageTab[];

/** A tab served under the year-less car URL. */
export type YearlessTab = (typeof YEARLESS_TABS)[number];

/** Tabs added only when their data exists (§2.2). */
export type OptionalCarTab = "overview" | "versus" | "trims";

/** Route segments after a car path that are pages, not tabs (§2.2 route constants). */
export const CAR_ROUTE_SEGMENTS = {
  build: "build",
  writeReview: "write-review",
  submitReview: "submit-review",
  reviewSuccess: "submitted-review-success",
} as const;

/** Path segment of each tab; trim-family links to the trims path (§2.2), overview has none. */
export function carTabSegment(tab: CarPageTab): string | undefined {
  if (tab === "overview") return undefined;
  return tab === "trim-family" ? "trims" : tab;
}

/** The tab a car-path segment stands for (inverse of {@link carTabSegment}); `undefined` if none. */
export function carTabFromSegment(segment: string): CarPageTab | undefined {
  if (segment === "trims") return "trim-family";
  const tab = CAR_TABS.find((candidate) => candidate === segment);
  if (tab === undefined || (TABS_WITHOUT_URL as readonly string[]).includes(tab)) return undefined;
  return tab as CarPageTab;
}

/** True when the tab's links use the year-less new URL (§2.2). */
export function isYearlessTab(tab: string): tab is YearlessTab {
  return (YEARLESS_TABS as readonly string[]).includes(tab);
}

/** Display labels of the car page tabs (wording chosen by this project; §2.2 gives slugs only). */
export const CAR_TAB_LABELS: Readonly<Record<CarTab, string>> = {
  overview: "Overview",
  price: "Price",
  trims: "Trims",
  "trim-family": "Trim Family",
  gallery: "Gallery",
  specifications: "Specifications",
  performance: "Performance",
  interiors: "Interiors",
  safety: "Safety",
  reliability: "Reliability",
  "user-reviews": "User Reviews",
  "editor-review": "Editor Review",
  versus: "Versus",
  "car-compare": "Compare",
  "0to60": "0 to 60",
  "brochure-manuals": "Brochure & Manuals",
  mpg: "MPG",
  dimensions: "Dimensions",
  "trunk-space": "Trunk Space",
  "cargo-space": "Cargo Space",
  "towing-capacity": "Towing Capacity",
  cto: "Cost to Own",
  problems: "Problems",
};

/** Keys of the review content a car page's tabs are filled from (§2.2 review-content tabs). */
export const REVIEW_CONTENT_TABS = ["analysis_tabs", "comment", "competitor_data", "faq", "overview", "review", "trim_data"] as const;

/** One review-content key. */
export type ReviewContentTab = (typeof REVIEW_CONTENT_TABS)[number];

/** One entry of the car page tab strip. */
export interface CarTabLink {
  /** Tab slug. */
  slug: CarTab;
  /** Display label. */
  label: string;
  /** Where the tab links; `null` for tabs without a URL of their own (versus, trims). */
  href: string | null;
  /** True for the active tab. */
  active: boolean;
}

/** Input of {@link buildCarTabs}. */
export interface BuildCarTabsInput {
  /** The car's path, e.g. `/toyota/camry/2024` (see `carPath`). */
  carPath: string;
  /** The year-less "new" car path used by MPG, 0to60, towing, trunk, cargo and dimensions, e.g. `/toyota/camry`. */
  newCarPath: string;
  /** Slug of the current tab. */
  activeTab: CarTab;
  /** Which optional tabs have data (§2.2: added only when the data exists). */
  has: Readonly<Record<OptionalCarTab, boolean>>;
}

/**
 * The car page tab strip (§2.2): overview, versus and trims only when their data exists; versus and
 * trims without a URL; trim-family linking to the trims path; the year-less tabs on the new URL;
 * and the active tab moved to second position.
 */
export function buildCarTabs({ carPath, newCarPath, activeTab, has }: BuildCarTabsInput): CarTabLink[] {
  const tabs = CAR_TABS.filter((slug) => !(slug in has) || has[slug as OptionalCarTab]).map((slug): CarTabLink => ({
    slug,
    label: CAR_TAB_LABELS[slug],
    href: tabHref(slug),
    active: slug === activeTab,
  }));
  const activeIndex = tabs.findIndex((tab) => tab.active);
  if (activeIndex >= 0) tabs.splice(1, 0, ...tabs.splice(activeIndex, 1));
  return tabs;

  function tabHref(slug: CarTab): string | null {
    if ((TABS_WITHOUT_URL as readonly string[]).includes(slug)) return null;
    const segment = carTabSegment(slug as CarPageTab);
    if (segment === undefined) return carPath;
    return `${isYearlessTab(slug) ? newCarPath : carPath}/${segment}`;
  }
}
