import { redirect, type LoaderFunctionArgs } from "react-router";
import { listingPath, safeRedirect } from "@carmarket/routes";
import { parsedSearchUrl, parseSearchWords } from "@carmarket/search-words";
import { withoutContactDetails } from "@carmarket/validation";
import { createServerApi } from "../../server-api.js";
import { shopperAddressOf } from "../../server/shopper-address.js";
import { readSearchCatalog } from "./search-catalog.js";

/** Query key of the typed words: `/search?q=red+awd+suv`. */
export const SEARCH_WORDS_QUERY_KEY = "q";

/**
 * `GET /search?q=…` (issue #17, ADR 254): a 302 to the canonical listing URL of the typed search, with the words
 * not understood beside it, so the box works without JavaScript and from other sites. Never indexed. Emails and
 * phone numbers are left out of the reading (and so of the URL). Each typed
 * search is a `search_query` event with the filters it was read as, and the words only when they hold no email
 * address or phone number; the event never holds up the answer.
 */
export async function loadSearchWords({ request, context }: LoaderFunctionArgs): Promise<never> {
  const text = new URL(request.url).searchParams.get(SEARCH_WORDS_QUERY_KEY) ?? "";
  const everyUsedCar = listingPath({ condition: "used" });
  if (text.trim() === "") throw redirect(everyUsedCar, { status: 302, headers: { "X-Robots-Tag": "noindex" } });
  const api = createServerApi(request, shopperAddressOf(context));
  // An email or phone number is never a search word: read as one, a phone number became a price range and its
  // digits went into the landing URL as words not understood.
  const words = withoutContactDetails(text);
  const parsed = parseSearchWords(words, (await readSearchCatalog(api)) ?? { brands: [], transmissions: [] });
  void api.trackEvent({ name: "search_query", filters: parsed.filters, ...(words === text ? { text } : {}) }).catch(() => undefined);
  throw redirect(safeRedirect(parsedSearchUrl(parsed), everyUsedCar), { status: 302, headers: { "X-Robots-Tag": "noindex" } });
}
