import { describe, expect, it } from "vitest";
import { NOW, vehicleFixture } from "../../test/vehicle-fixture.js";
import type { VehicleData } from "./load-vehicle.js";
import { vehicleMeta } from "./vehicle-meta.js";
import { vehicleView } from "./vehicle-view.js";

function dataFor(overrides: Parameters<typeof vehicleFixture>[0] = {}): VehicleData {
  const listing = vehicleFixture(overrides);
  return {
    listing,
    similar: [],
    view: vehicleView(listing, NOW),
    leadTarget: { vin: listing._id, carName: listing.vin_name, dealerName: "Austin Toyota" },
    canonicalUrl: `https://cars.example.com${listing.url}`,
    reviewUrl: null,
  };
}

type Ld = Record<string, unknown> & { offers: Record<string, unknown> & { seller: Record<string, unknown> } };
const jsonLd = (meta: ReturnType<typeof vehicleMeta>) =>
  meta.flatMap((tag) => ("script:ld+json" in tag ? [tag["script:ld+json"] as Record<string, unknown>] : []));

describe("vehicleMeta", () => {
  it("title, description and the vehicle URL as canonical", () => {
    const meta = vehicleMeta(dataFor());
    expect(meta).toContainEqual({ title: "2021 Toyota Camry SE for sale: $25,000 | CarMarket" });
    expect(meta).toContainEqual({
      name: "description",
      content: "2021 Toyota Camry SE for sale in Austin, Texas: $25,000, 31,000 miles, at Austin Toyota.",
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://cars.example.com/used-cars/toyota/camry?vin=1HGCM82633A004352" });
  });

  it("JSON-LD Car with an Offer in USD, InStock, sold by an AutoDealer", () => {
    const [car] = jsonLd(vehicleMeta(dataFor())) as [Ld];
    expect(car).toMatchObject({ "@type": "Car", vehicleIdentificationNumber: "1HGCM82633A004352", name: "2021 Toyota Camry SE" });
    expect(car.offers).toMatchObject({ "@type": "Offer", price: 25_000, priceCurrency: "USD", availability: "https://schema.org/InStock" });
    expect(car.offers.seller).toMatchObject({ "@type": "AutoDealer", name: "Austin Toyota" });
  });

  it("a sold car: '(sold)' in the title and SoldOut in its Offer", () => {
    const meta = vehicleMeta(dataFor({ is_sold: true }));
    expect(meta).toContainEqual({ title: "2021 Toyota Camry SE (sold) | CarMarket" });
    const [car] = jsonLd(meta) as [Ld];
    expect(car.offers.availability).toBe("https://schema.org/SoldOut");
  });

  it("JSON-LD BreadcrumbList: Home › Used Cars › Toyota › Camry › the car", () => {
    const [, breadcrumbs] = jsonLd(vehicleMeta(dataFor())) as [Ld, { itemListElement: { name: string; item: string; position: number }[] }];
    expect(breadcrumbs.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, "Home", "https://cars.example.com/"],
      [2, "Used Cars", "https://cars.example.com/used-cars"],
      [3, "Toyota", "https://cars.example.com/used-cars/toyota"],
      [4, "Camry", "https://cars.example.com/used-cars/toyota/camry"],
      [5, "2021 Toyota Camry SE", "https://cars.example.com/used-cars/toyota/camry?vin=1HGCM82633A004352"],
    ]);
  });
});
