import type { ComponentType } from "react";
import type { CarPageTab } from "@carmarket/routes";
import { BrochureManualsTab } from "./brochure-manuals-tab.js";
import { CargoSpaceTab, TrunkSpaceTab } from "./cargo-tabs.js";
import type { CarTabProps } from "./car-tab-props.js";
import { CarCompareTab } from "./competitor-list.js";
import { CostToOwnTab } from "./cost-to-own-tab.js";
import { DimensionsTab } from "./dimensions-tab.js";
import { EditorReviewTab } from "./editor-review-tab.js";
import { FigureSources } from "./figure-sources.js";
import { MpgTab } from "./mpg-tab.js";
import { OverviewTab } from "./overview-tab.js";
import { PerformanceTab, ZeroToSixtyTab } from "./performance-tabs.js";
import { GalleryTab, InteriorsTab } from "./photo-tabs.js";
import { PriceTab } from "./price-tab.js";
import { ProblemsTab } from "./problems-tab.js";
import { ReliabilityTab } from "./reliability-tab.js";
import { SafetyTab } from "./safety-tab.js";
import { SpecificationsTab } from "./specifications-tab.js";
import { TowingCapacityTab } from "./towing-capacity-tab.js";
import { TrimFamilyTab } from "./trim-family-tab.js";
import { UserReviewsTab } from "./user-reviews-tab.js";

// Every §2.2 tab with a URL has a body; versus and trims are sections of the page (car-page.tsx).
const TAB_BODIES: Record<CarPageTab, ComponentType<CarTabProps>> = {
  overview: OverviewTab,
  price: PriceTab,
  "trim-family": TrimFamilyTab,
  gallery: GalleryTab,
  specifications: SpecificationsTab,
  performance: PerformanceTab,
  interiors: InteriorsTab,
  safety: SafetyTab,
  reliability: ReliabilityTab,
  "user-reviews": UserReviewsTab,
  "editor-review": EditorReviewTab,
  "car-compare": CarCompareTab,
  "0to60": ZeroToSixtyTab,
  "brochure-manuals": BrochureManualsTab,
  mpg: MpgTab,
  dimensions: DimensionsTab,
  "trunk-space": TrunkSpaceTab,
  "cargo-space": CargoSpaceTab,
  "towing-capacity": TowingCapacityTab,
  cto: CostToOwnTab,
  problems: ProblemsTab,
};

const hasBody = (tab: string): tab is CarPageTab => Object.hasOwn(TAB_BODIES, tab);

/** Tabs of figures: each names their sources and how its estimates are made (issue #23). */
const FIGURE_TABS: ReadonlySet<string> = new Set<CarPageTab>([
  "overview",
  "specifications",
  "performance",
  "0to60",
  "mpg",
  "dimensions",
  "trunk-space",
  "cargo-space",
  "towing-capacity",
  "safety",
  "reliability",
  "cto",
  "brochure-manuals",
]);

/** The body of one car page tab (§2.2), the overview for any other; headings are h2 under the page's h1. */
export function CarTabContent({ tab, car }: { tab: string } & CarTabProps) {
  const Body = hasBody(tab) ? TAB_BODIES[tab] : OverviewTab;
  return (
    <>
      <Body car={car} />
      {FIGURE_TABS.has(hasBody(tab) ? tab : "overview") && <FigureSources car={car} />}
    </>
  );
}
