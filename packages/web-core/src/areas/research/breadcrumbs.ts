import {
  BODY_TYPES,
  CAR_TAB_LABELS,
  CAR_TABS,
  type CarTab,
  brandPath,
  carPath,
  comparePath,
  isBodyTypeSlug,
  rankingPath,
  submodelPath,
} from "@carmarket/routes";
import type { ResearchPageData } from "./resolve-research.js";

/** One breadcrumb: label and path (the last one is the page itself). */
export interface ResearchCrumb {
  label: string;
  path: string;
}

const HOME: ResearchCrumb = { label: "Home", path: "/" };

/** The trail of a research page, shown on the page and sent as BreadcrumbList JSON-LD. */
export function researchBreadcrumbs(page: ResearchPageData, path: string): ResearchCrumb[] {
  switch (page.type) {
    case "BRAND":
      return [HOME, { label: page.brand.name, path: brandPath(page.brand.slug) }];
    case "SUBMODEL":
      return [
        HOME,
        { label: page.brand.name, path: brandPath(page.brand.slug) },
        { label: page.model.name, path: submodelPath({ brand: page.brand.slug, model: page.model.model_slug }) },
      ];
    case "RANKING": {
      const body = page.ranking.body_type;
      const bodyCrumb = isBodyTypeSlug(body) ? [{ label: BODY_TYPES[body], path: rankingPath(body) }] : [];
      return [HOME, ...bodyCrumb.filter((crumb) => crumb.path !== page.ranking.url), { label: page.ranking.title, path: page.ranking.url }];
    }
    case "COMPARE":
      return [HOME, { label: "Compare Cars", path: comparePath([]) }, ...(page.cars.length > 0 ? [{ label: page.title, path }] : [])];
    case "VIN_COMPARE":
      return [HOME, { label: "Compare Cars", path: comparePath([]) }, { label: page.listings.map((listing) => listing.vin_name).join(" vs "), path }];
    default: {
      const { car } = page;
      const carCrumbs = [
        HOME,
        { label: car.brand_name, path: brandPath(car.brand_slug) },
        { label: car.model_name, path: submodelPath({ brand: car.brand_slug, model: car.model_slug }) },
        { label: String(car.year), path: carPath({ brand: car.brand_slug, model: car.model_slug, year: car.year }) },
      ];
      const last = carCrumbs.at(-1)!;
      return last.path === path ? carCrumbs : [...carCrumbs, { label: pageLabel(page), path }];
    }
  }
}

function pageLabel(page: Exclude<ResearchPageData, { type: "BRAND" | "SUBMODEL" | "RANKING" | "COMPARE" | "VIN_COMPARE" }>): string {
  switch (page.type) {
    case "CAR":
      return tabTitle(page.activeTab);
    case "SINGLE_REVIEW":
      return page.review.title;
    case "BUILD_PRICE":
      return "Build & Price";
    case "REVIEW_SUCCESS":
      return "Review Submitted";
    default:
      return "Write a Review";
  }
}

/** A tab slug as a title word: the §2.2 labels of @carmarket/routes. */
export function tabTitle(tab: string): string {
  return (CAR_TABS as readonly string[]).includes(tab) ? CAR_TAB_LABELS[tab as CarTab] : tab;
}
