import type { Dealer } from "@carmarket/api-client";
import { type TodaysHours, todaysHours } from "@carmarket/listing";
import { formatMiles, metresToMiles } from "@carmarket/pricing";
import { dealerPath } from "@carmarket/routes";
import { dealerTimeZone } from "../../listing/dealer-time-zone.js";

/** What a dealer list entry shows (§3 dealer info, §4 today's hours, §9 distance). */
export interface DealerSummary {
  id: number;
  name: string;
  href: string;
  rating: number;
  ratingCount: number;
  /** Street, city, state and ZIP on one line; empty when the dealer gave none (§8). */
  address: string;
  /** §9: whole miles from the searched ZIP, e.g. '12 miles'; null without a ZIP. */
  distance: string | null;
  /** §4 'OPEN TODAY' with the hours / 'CLOSED TODAY', decided in the dealer's time zone. */
  today: TodaysHours;
  inventoryCount: number;
}

/** One line of a dealer's address; empty when it has no street address. */
export function dealerAddressLine(dealer: Pick<Dealer, "address" | "city" | "state" | "zip">): string {
  if (!dealer.address) return "";
  const place = [dealer.city, [dealer.state, dealer.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return [dealer.address, place].filter(Boolean).join(", ");
}

/** A dealer of GET /dealers as its list entry; `now` decides today's hours (computed on the server, ADR 075). */
export function dealerSummary(dealer: Dealer, now: Date): DealerSummary {
  return {
    id: dealer.id,
    name: dealer.name,
    href: dealerPath(dealer.id),
    rating: dealer.rating,
    ratingCount: dealer.rating_count,
    address: dealerAddressLine(dealer),
    distance: dealer.distance === undefined ? null : formatMiles(metresToMiles(dealer.distance)),
    today: todaysHours(dealer.timing, now, { timeZone: dealerTimeZone(dealer.state) }),
    inventoryCount: dealer.inventory_count,
  };
}
