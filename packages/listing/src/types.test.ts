import { describe, expectTypeOf, it } from "vitest";
import type { DealerInfo, GalleryImage, Listing, PriceHistoryEntry } from "./index.js";

// These checks run under `pnpm typecheck` (tsc) as well as vitest: a wrong field type fails the build.
describe("§3 entity types", () => {
  it("§3 listing: only _id (the VIN) is required, since real feeds leave fields out", () => {
    const minimal: Listing = { _id: "1HGCM82633A004352" };
    expectTypeOf(minimal._id).toEqualTypeOf<string>();
    expectTypeOf<Listing["price"]>().toEqualTypeOf<number | undefined>();
  });

  it("§3 listing: location.coordinates is a [longitude, latitude] pair", () => {
    expectTypeOf<NonNullable<Listing["location"]>["coordinates"]>().toEqualTypeOf<[number, number]>();
  });

  it("§3 listing: priceHistory entries carry unix-seconds timestamp and price", () => {
    expectTypeOf<NonNullable<Listing["priceHistory"]>>().toEqualTypeOf<PriceHistoryEntry[]>();
    expectTypeOf<PriceHistoryEntry>().toEqualTypeOf<{ timestamp: number; price: number }>();
  });

  it("§3 listing: {product}_deal_value fields are accepted alongside deal_value", () => {
    const listing: Listing = { _id: "1HGCM82633A004352", deal_value: "Good Deal", cto_deal_value: "Fair Deal" };
    expectTypeOf(listing.cto_deal_value).toEqualTypeOf<string | undefined>();
  });

  it("§3 dealer info: contact maps label to phone, timing maps weekday to hours text", () => {
    expectTypeOf<DealerInfo["contact"]>().toEqualTypeOf<Record<string, string> | undefined>();
    expectTypeOf<DealerInfo["timing"]>().toEqualTypeOf<Record<string, string> | undefined>();
  });

  it("§3 gallery image: image_file, alt_text, caption and the sample flag", () => {
    expectTypeOf<GalleryImage>().toEqualTypeOf<{
      image_file: string;
      alt_text: string;
      caption: string;
      is_sample: boolean;
    }>();
  });
});
