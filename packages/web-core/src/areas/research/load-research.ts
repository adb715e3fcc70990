import { data, type RouterContextProvider } from "react-router";
import { createServerApi } from "../../server-api.js";
import { shopperAddressOf } from "../../server/shopper-address.js";
import { readRequestFacts } from "../../store/request-facts.js";
import { researchSeo } from "./page-seo.js";
import { resolveResearch } from "./resolve-research.js";
import { submitReview } from "./review-action.js";

/** Where canonical and Open Graph URLs point: PUBLIC_ORIGIN (as for the API's sitemap), else the request's origin. */
function publicOrigin(url: URL): string {
  return process.env.PUBLIC_ORIGIN || url.origin;
}

/**
 * Loader of the catch-all route (§2.1): the research page of the path with its SEO data, else a real 404.
 * `url` is React Router's normalised URL: `request.url` of a client navigation ends in `.data`.
 */
export async function loadResearch({ request, url }: { request: Request; url: URL }) {
  // The lead source is irrelevant here; only the shopper's zip cookie is read (build & price listings nearby).
  const { zipcode } = readRequestFacts(request, "desktop");
  const found = await resolveResearch(createServerApi(request), url, { zipcode });
  if (found === null) throw data(null, { status: 404 });
  return { ...found, path: url.pathname, seo: researchSeo(found.page, url, publicOrigin(url)) };
}

export type ResearchData = Awaited<ReturnType<typeof loadResearch>>;

/** Action of the catch-all route: only SUBMIT_REVIEW accepts a POST. */
export function researchAction({ request, url, context }: { request: Request; url: URL; context: Readonly<RouterContextProvider> }) {
  return submitReview(request, url, shopperAddressOf(context));
}
