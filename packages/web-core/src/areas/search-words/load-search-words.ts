import { redirect, type LoaderFunctionArgs } from "react-router";
import { listingPath, safeRedirect } from "@carmarket/routes";
import { searchWordsUrl } from "@carmarket/search-words";
import { createServerApi } from "../../server-api.js";
import { readSearchCatalog } from "./search-catalog.js";

/** Query key of the typed words: `/search?q=red+awd+suv`. */
export const SEARCH_WORDS_QUERY_KEY = "q";

/**
 * `GET /search?q=…` (issue #17, ADR 254): a 302 to the canonical listing URL of the typed search, with the words
 * not understood beside it, so the box works without JavaScript and from other sites. Never indexed.
 */
export async function loadSearchWords({ request }: LoaderFunctionArgs): Promise<never> {
  const text = new URL(request.url).searchParams.get(SEARCH_WORDS_QUERY_KEY) ?? "";
  const everyUsedCar = listingPath({ condition: "used" });
  const catalog = text.trim() === "" ? [] : ((await readSearchCatalog(createServerApi(request))) ?? []);
  throw redirect(safeRedirect(searchWordsUrl(text, catalog), everyUsedCar), { status: 302, headers: { "X-Robots-Tag": "noindex" } });
}
