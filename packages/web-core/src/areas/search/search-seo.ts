import type { MetaDescriptor } from "react-router";
import { HOME_PATH, findBrand, inventorySearchUrl, listingPath, type ListingCondition } from "@carmarket/routes";
import { pageMeta } from "../../seo/page-meta.js";
import type { SearchData } from "./load-search.js";

/** What each listing section is called (§2.5 sale tabs). */
export const CONDITION_LABELS: Record<ListingCondition, string> = {
  used: "Used Cars",
  new: "New Cars",
  certified: "Certified Cars",
};

/** One step of the breadcrumb trail. */
export interface SearchCrumb {
  label: string;
  href: string;
}

/** Home › Used Cars › Toyota › Camry: the trail of an inventory search, last step the page itself. */
export function searchBreadcrumbs(data: Pick<SearchData, "match" | "results" | "modelName">): SearchCrumb[] {
  const { condition, brand, model } = data.match;
  const crumbs: SearchCrumb[] = [
    { label: "Home", href: HOME_PATH },
    { label: CONDITION_LABELS[condition], href: listingPath({ condition }) },
  ];
  if (brand !== undefined) crumbs.push({ label: findBrand(brand)?.name ?? brand, href: listingPath({ condition, brand }) });
  if (brand !== undefined && model !== undefined) {
    const modelName = data.modelName ?? data.results.cards[0]?.model_name ?? model;
    crumbs.push({ label: modelName, href: listingPath({ condition, brand, model }) });
  }
  return crumbs;
}

/**
 * Title, description, canonical URL and JSON-LD (ItemList of the results, BreadcrumbList) of a
 * search page. Computed by the loader on the server, so the browser needs none of this code.
 */
export function searchMeta(data: SearchData): MetaDescriptor[] {
  const { results, origin } = data;
  const { page } = results;
  // The API's heading already names the model and the ZIP's place ("… near New York, NY").
  const title = `${results.title}${page > 1 ? ` – Page ${page}` : ""} | CarMarket`;
  const description =
    results.count === 0
      ? `${results.title}: no cars match these filters right now. Widen the search to see more.`
      : `${results.title}: ${results.count.toLocaleString("en-US")} cars. Compare prices, deal ratings and distance, save cars and contact dealers.`;
  const firstPosition = (page - 1) * results.pageSize;
  const picture = results.cards.find((card) => card.image)?.image;
  return pageMeta({
    title,
    description,
    canonical: origin + inventorySearchUrl(data.search),
    ...(picture ? { image: new URL(picture, origin).href } : {}),
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "ItemList",
        name: results.title,
        numberOfItems: results.count,
        itemListElement: results.cards.map((card, index) => ({
          "@type": "ListItem",
          position: firstPosition + index + 1,
          url: origin + card.url,
          name: card.vin_name,
        })),
      },
      {
        "@context": "https://schema.org",
        "@type": "BreadcrumbList",
        itemListElement: searchBreadcrumbs(data).map((crumb, index) => ({
          "@type": "ListItem",
          position: index + 1,
          name: crumb.label,
          item: origin + crumb.href,
        })),
      },
    ],
  });
}
