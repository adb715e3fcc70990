import type { MetaDescriptor } from "react-router";
import { useLoaderData } from "react-router";
import { classifyPath } from "@carmarket/routes";
import { holdHydrationUntil } from "../../browser/hydration-gate.js";
import { pageChunk } from "../../browser/page-chunk.js";
import { CarPage } from "./car-page.js";
import { loadResearch, type ResearchData } from "./load-research.js";
import { seoMeta } from "./seo-meta.js";

// The car page is the most visited research page and is bundled with the route; every other page
// type is its own chunk, so a car page never downloads them (packages/web-core/src/areas/research/README.md). Each chunk is
// loaded before its page renders (ADR 202) and its stylesheets go into the head (ADR 204).
const researchModule = (file: string) => `packages/web-core/src/areas/research/${file}`;
const BrandPage = pageChunk(researchModule("model-pages.tsx"), () => import("./model-pages.js").then((m) => m.BrandPage));
const SubmodelPage = pageChunk(researchModule("model-pages.tsx"), () => import("./model-pages.js").then((m) => m.SubmodelPage));
const RankingPage = pageChunk(researchModule("ranking-page.tsx"), () => import("./ranking-page.js").then((m) => m.RankingPage));
const ComparePage = pageChunk(researchModule("compare-pages.tsx"), () => import("./compare-pages.js").then((m) => m.ComparePage));
const VinComparePage = pageChunk(researchModule("compare-pages.tsx"), () => import("./compare-pages.js").then((m) => m.VinComparePage));
const ReviewFormPage = pageChunk(researchModule("review-pages.tsx"), () => import("./review-pages.js").then((m) => m.ReviewFormPage));
const ReviewSuccessPage = pageChunk(researchModule("review-pages.tsx"), () => import("./review-pages.js").then((m) => m.ReviewSuccessPage));
const SingleReviewPage = pageChunk(researchModule("review-pages.tsx"), () => import("./review-pages.js").then((m) => m.SingleReviewPage));
const BuildPricePage = pageChunk(researchModule("build-price-page.tsx"), () => import("./build-price-page.js").then((m) => m.BuildPricePage));

type PageType = ResearchData["page"]["type"];

/** The chunk of a page type; the car page has none (it is in the route's own chunk). */
const CHUNKS: Record<Exclude<PageType, "CAR">, { load: () => Promise<unknown>; stylesheets: () => MetaDescriptor[] }> = {
  BRAND: BrandPage,
  SUBMODEL: SubmodelPage,
  RANKING: RankingPage,
  COMPARE: ComparePage,
  VIN_COMPARE: VinComparePage,
  WRITE_REVIEW: ReviewFormPage,
  SUBMIT_REVIEW: ReviewFormPage,
  REVIEW_SUCCESS: ReviewSuccessPage,
  SINGLE_REVIEW: SingleReviewPage,
  BUILD_PRICE: BuildPricePage,
};
const chunkOf = (type: string) => (type === "CAR" ? undefined : CHUNKS[type as Exclude<PageType, "CAR">]);

// The browser hydrates the server's page with its chunk loaded; the path says which page it is (§2.1).
if (typeof window !== "undefined") {
  const type = classifyPath(window.location.pathname, window.location.search)?.type;
  const chunk = type === undefined ? undefined : chunkOf(type);
  if (chunk) holdHydrationUntil(chunk.load());
}

/** Server loader of the catch-all route: the research page, with its chunk loaded and its stylesheets linked. */
export async function researchLoader(args: Parameters<typeof loadResearch>[0]) {
  const data = await loadResearch(args);
  const chunk = chunkOf(data.page.type);
  await chunk?.load();
  return { ...data, stylesheets: chunk?.stylesheets() ?? [] };
}

/** Client loader: a client-side navigation loads the next page's chunk before it renders. */
export async function researchClientLoader<T extends { page: { type: string } }>({ serverLoader }: { serverLoader: () => Promise<T> }): Promise<T> {
  const data = await serverLoader();
  await chunkOf(data.page.type)?.load();
  return data;
}

type ResearchPageData = Awaited<ReturnType<typeof researchLoader>>;

/** Meta tags of a research page: title, description, canonical, Open Graph, Twitter card, JSON-LD, page stylesheets. */
export function researchMeta({ loaderData }: { loaderData: ResearchPageData | undefined }) {
  return [...seoMeta(loaderData?.seo), ...(loaderData?.stylesheets ?? [])];
}

/**
 * Renders the page type the loader resolved (§2.1). No Suspense boundary: the page's chunk is always
 * loaded first, and a boundary would stream the page hidden until a script reveals it (ADR 202).
 */
export function ResearchPage() {
  const { page, brands, path } = useLoaderData<ResearchPageData>();
  if (page.type === "CAR") return <CarPage car={page.car} activeTab={page.activeTab} path={path} forSale={page.forSale} />;
  return otherPage(page, brands, path);
}

/** Every page type but CAR, each from its own chunk. */
function otherPage(page: Exclude<ResearchData["page"], { type: "CAR" }>, brands: ResearchData["brands"], path: string) {
  switch (page.type) {
    case "BRAND":
      return <BrandPage.Component page={page} path={path} />;
    case "SUBMODEL":
      return <SubmodelPage.Component page={page} path={path} />;
    case "RANKING":
      return <RankingPage.Component page={page} path={path} />;
    case "COMPARE":
      return <ComparePage.Component page={page} brands={brands} path={path} />;
    case "VIN_COMPARE":
      return <VinComparePage.Component page={page} path={path} />;
    case "WRITE_REVIEW":
    case "SUBMIT_REVIEW":
      return <ReviewFormPage.Component page={page} path={path} />;
    case "REVIEW_SUCCESS":
      return <ReviewSuccessPage.Component page={page} path={path} />;
    case "SINGLE_REVIEW":
      return <SingleReviewPage.Component page={page} path={path} />;
    default:
      return <BuildPricePage.Component page={page} path={path} />;
  }
}
