import type { Dealer } from "@carmarket/api-client";
import { RATING_MAX } from "@carmarket/pricing";
import { parseHoursRange, weeklyHours } from "./weekly-hours.js";

/** The dealer fields the JSON-LD reads (a list entry or the dealer page's dealer). */
export type DealerJsonLdSource = Pick<
  Dealer,
  "name" | "website" | "rating" | "rating_count" | "address" | "zip" | "city" | "state" | "latitude" | "longitude" | "contact" | "timing"
>;

function openingHoursSpecification(timing: Dealer["timing"] | undefined) {
  return (weeklyHours(timing) ?? []).flatMap((day) => {
    const range = day.status === "open" ? parseHoursRange(day.hours) : null;
    return range ? [{ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${day.day}`, ...range }] : [];
  });
}

/**
 * schema.org AutoDealer of a dealer page: address, geo, phone, opening hours and the rating of its
 * reviews (left out while nobody has rated it: an AggregateRating needs at least one review).
 */
export function autoDealerJsonLd(dealer: DealerJsonLdSource, url: string): object {
  const telephone = Object.values(dealer.contact ?? {})[0];
  const hours = openingHoursSpecification(dealer.timing);
  const hasGeo = Number.isFinite(dealer.latitude) && Number.isFinite(dealer.longitude);
  return {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    "@id": url,
    name: dealer.name,
    url,
    ...(dealer.website ? { sameAs: dealer.website } : {}),
    ...(telephone ? { telephone } : {}),
    address: {
      "@type": "PostalAddress",
      ...(dealer.address ? { streetAddress: dealer.address } : {}),
      ...(dealer.city ? { addressLocality: dealer.city } : {}),
      ...(dealer.state ? { addressRegion: dealer.state } : {}),
      ...(dealer.zip ? { postalCode: dealer.zip } : {}),
      addressCountry: "US",
    },
    ...(hasGeo ? { geo: { "@type": "GeoCoordinates", latitude: dealer.latitude, longitude: dealer.longitude } } : {}),
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(dealer.rating_count > 0
      ? {
          aggregateRating: { "@type": "AggregateRating", ratingValue: dealer.rating, reviewCount: dealer.rating_count, bestRating: RATING_MAX, worstRating: 1 },
        }
      : {}),
  };
}
