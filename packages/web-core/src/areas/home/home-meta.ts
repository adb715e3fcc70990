import type { MetaDescriptor } from "react-router";
import { pageMeta, siteNameOf } from "../../seo/page-meta.js";
import type { HomeData } from "./load-home.js";

/** Title, description, canonical URL and the WebSite/Organization JSON-LD of the home page. */
export function homeMeta({ loaderData, matches }: { loaderData: HomeData | undefined; matches: Parameters<typeof siteNameOf>[0] }): MetaDescriptor[] {
  if (!loaderData) return [];
  const siteName = siteNameOf(matches);
  const { canonical } = loaderData;
  return pageMeta({
    title: `${siteName}: new, used and certified cars for sale near you`,
    description: "Find new, used and certified cars for sale near your ZIP code, with deal ratings, price history, reviews and rankings.",
    canonical,
    jsonLd: [
      { "@context": "https://schema.org", "@type": "WebSite", name: siteName, url: canonical },
      { "@context": "https://schema.org", "@type": "Organization", name: siteName, url: canonical },
    ],
  });
}
