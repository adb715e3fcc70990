import { describe, expect, it } from "vitest";
import { autoDealerJsonLd, type DealerJsonLdSource } from "./dealer-json-ld.js";

const dealer: DealerJsonLdSource = {
  name: "Metro Honda",
  website: "https://www.metro-honda.example.com",
  rating: 4.3,
  rating_count: 12,
  address: "120 Main Street",
  zip: "10001",
  city: "New York",
  state: "NY",
  latitude: 40.75,
  longitude: -73.99,
  contact: { Sales: "(212) 555-0100", Service: "(212) 555-0101" },
  timing: { Monday: "9:00 AM - 8:00 PM", Saturday: "closed", Sunday: "By appointment" },
};

describe("AutoDealer JSON-LD (§3 dealer info)", () => {
  it("carries address, geo, phone, opening hours of the open days and the aggregate rating", () => {
    expect(autoDealerJsonLd(dealer, "https://x.example/dealers/7")).toEqual({
      "@context": "https://schema.org",
      "@type": "AutoDealer",
      "@id": "https://x.example/dealers/7",
      name: "Metro Honda",
      url: "https://x.example/dealers/7",
      sameAs: "https://www.metro-honda.example.com",
      telephone: "(212) 555-0100",
      address: {
        "@type": "PostalAddress",
        streetAddress: "120 Main Street",
        addressLocality: "New York",
        addressRegion: "NY",
        postalCode: "10001",
        addressCountry: "US",
      },
      geo: { "@type": "GeoCoordinates", latitude: 40.75, longitude: -73.99 },
      openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Monday", opens: "09:00", closes: "20:00" }],
      aggregateRating: { "@type": "AggregateRating", ratingValue: 4.3, reviewCount: 12, bestRating: 5, worstRating: 1 },
    });
  });

  it("leaves out the rating while nobody has rated the dealer, and hours it cannot read", () => {
    const json = autoDealerJsonLd({ ...dealer, rating: 0, rating_count: 0, timing: {}, contact: {} }, "https://x.example/dealers/7") as Record<string, unknown>;
    expect(json).not.toHaveProperty("aggregateRating");
    expect(json).not.toHaveProperty("openingHoursSpecification");
    expect(json).not.toHaveProperty("telephone");
  });
});
