import { LISTING_TAB_QUERY_KEY } from "@carmarket/routes";

/** The parts of React Router's shouldRevalidate arguments this rule reads. */
interface RevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string | undefined;
  defaultShouldRevalidate: boolean;
}

function withoutTab(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(LISTING_TAB_QUERY_KEY);
  params.sort();
  return `${url.pathname}?${params.toString()}`;
}

/**
 * A vehicle page's tab switch (§2.1 `?vin=…&tab=…`) keeps the car's data: every tab renders from the
 * one vindata answer, so only the URL changes and the page reads the tab from it. Anything else
 * (another car, a search change, a form) revalidates as React Router would.
 */
export function listingsShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: RevalidationArgs): boolean {
  const tabSwitch = formMethod === undefined && currentUrl.searchParams.has("vin") && withoutTab(currentUrl) === withoutTab(nextUrl);
  return tabSwitch ? false : defaultShouldRevalidate;
}
