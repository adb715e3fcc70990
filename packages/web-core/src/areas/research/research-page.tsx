import { lazy, Suspense } from "react";
import { useLoaderData } from "react-router";
import { CarPage } from "./car-page.js";
import type { ResearchData } from "./load-research.js";
import { seoMeta } from "./seo-meta.js";

// The car page is the most visited research page and is bundled with the route; every other page
// type is its own chunk, so a car page never downloads them (docs/web-research.md).
const BrandPage = lazy(() => import("./model-pages.js").then((module) => ({ default: module.BrandPage })));
const SubmodelPage = lazy(() => import("./model-pages.js").then((module) => ({ default: module.SubmodelPage })));
const RankingPage = lazy(() => import("./ranking-page.js").then((module) => ({ default: module.RankingPage })));
const ComparePage = lazy(() => import("./compare-pages.js").then((module) => ({ default: module.ComparePage })));
const VinComparePage = lazy(() => import("./compare-pages.js").then((module) => ({ default: module.VinComparePage })));
const ReviewFormPage = lazy(() => import("./review-pages.js").then((module) => ({ default: module.ReviewFormPage })));
const ReviewSuccessPage = lazy(() => import("./review-pages.js").then((module) => ({ default: module.ReviewSuccessPage })));
const SingleReviewPage = lazy(() => import("./review-pages.js").then((module) => ({ default: module.SingleReviewPage })));
const BuildPricePage = lazy(() => import("./build-price-page.js").then((module) => ({ default: module.BuildPricePage })));

/** Meta tags of a research page: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export function researchMeta({ loaderData }: { loaderData: ResearchData | undefined }) {
  return seoMeta(loaderData?.seo);
}

/** Renders the page type the loader resolved (§2.1). */
export function ResearchPage() {
  const { page, brands, path } = useLoaderData<ResearchData>();
  if (page.type === "CAR") return <CarPage car={page.car} activeTab={page.activeTab} path={path} />;
  return <Suspense fallback={null}>{otherPage(page, brands, path)}</Suspense>;
}

/** Every page type but CAR, each from its own chunk. */
function otherPage(page: Exclude<ResearchData["page"], { type: "CAR" }>, brands: ResearchData["brands"], path: string) {
  switch (page.type) {
      case "BRAND":
        return <BrandPage page={page} path={path} />;
      case "SUBMODEL":
        return <SubmodelPage page={page} path={path} />;
      case "RANKING":
        return <RankingPage page={page} path={path} />;
      case "COMPARE":
        return <ComparePage page={page} brands={brands} path={path} />;
      case "VIN_COMPARE":
        return <VinComparePage page={page} path={path} />;
      case "WRITE_REVIEW":
      case "SUBMIT_REVIEW":
        return <ReviewFormPage page={page} path={path} />;
      case "REVIEW_SUCCESS":
        return <ReviewSuccessPage page={page} path={path} />;
      case "SINGLE_REVIEW":
        return <SingleReviewPage page={page} path={path} />;
      default:
        return <BuildPricePage page={page} path={path} />;
  }
}
