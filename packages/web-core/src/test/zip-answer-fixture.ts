// Test-only: a zip lookup answer (§7) as GET /api/location/zip answers it, typed by the store's (the client's) type.
import type { ZipListingData, ZipLookupAnswer } from "@carmarket/store";

/** An answer that found cars near New York; `data` is merged into empty groups. */
export function zipAnswerFixture(data: Partial<ZipListingData> = {}, overrides: Partial<Omit<ZipLookupAnswer, "data">> = {}): ZipLookupAnswer {
  return {
    status: 1,
    data: {
      subfooter_vins: [],
      sidebar_vins: [],
      price_dropped_listings: [],
      featured_listings: [],
      newly_added_listings: [],
      on_sale_listings: [],
      cheap_listings: [],
      forsale_listings_filter: [],
      count: 0,
      radius_miles: 100,
      vin_url: "",
      name: "",
      heading: "",
      is_new: false,
      ...data,
    },
    cookie_zip: "10001",
    city_name: "New York, NY",
    msg: "",
    trims: [],
    ...overrides,
  };
}
