import { daysOnMarket } from "@carmarket/pricing";

/** The card fact every listing card shows (issue #15): days on the market at the time of the request, null when unknown. */
export interface DaysOnMarketFact {
  days_on_market: number | null;
}

/**
 * A listing's days on market at `now`, computed once by the page's loader so the server and the browser
 * render the same card (ADR 075). Search results, home carousels and similar cars all take it from here.
 */
export function daysOnMarketFact(listing: { date_of_release_in_market?: string | undefined }, now: Date): DaysOnMarketFact {
  return { days_on_market: daysOnMarket(listing.date_of_release_in_market, now) };
}
