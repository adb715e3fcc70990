import { data } from "react-router";
import type { PageMatch } from "@carmarket/routes";
import { queryToSearch } from "@carmarket/routes";
import { createServerApi } from "../../server-api.js";

type InventoryMatch = Extract<PageMatch, { type: "INVENTORY" }>;

/** The search results for an inventory URL, read on the server (the URL holds the whole search, §2.5). */
export async function loadSearch(request: Request, match: InventoryMatch) {
  const url = new URL(request.url);
  // The API takes list filters comma-joined (docs/api-contract.md).
  const filters = Object.fromEntries(
    Object.entries(queryToSearch(url.searchParams)).map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : value]),
  );
  const results = await createServerApi(request).getListingData({
    ...filters,
    condition: match.condition,
    ...(match.brand === undefined ? {} : { brand_slug: match.brand }),
    ...(match.model === undefined ? {} : { model_slug: match.model }),
  });
  if (results === null) throw data(null, { status: 503 });
  return { match, results };
}

export type SearchData = Awaited<ReturnType<typeof loadSearch>>;
