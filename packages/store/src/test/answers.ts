// Test-only builders of whole API answers, typed by the client's answer types (through StoreApi), so a
// fake answers what the real client can and a field the contract adds shows up here as a type error.
import type {
  AnswerOf,
  CookieDataAnswer,
  ListingSummary,
  LocationAnswer,
  SaveCountAnswer,
  SignInAnswer,
  StatusAnswer,
  ZipListingData,
  ZipLookupAnswer,
} from "../services/store-api.js";

/** A listing card (§3) with plausible values; `overrides` set what a test reads. */
export function listingCard(overrides: Partial<ListingSummary> & Pick<ListingSummary, "_id">): ListingSummary {
  return {
    vin_name: "2022 Toyota Camry SE",
    car_name: "Toyota Camry",
    year: 2022,
    brand_id: 1,
    brand_name: "Toyota",
    brand_slug: "toyota",
    model_id: 7,
    model_name: "Camry",
    model_slug: "camry",
    body_type: "sedan",
    is_new: false,
    isUsed: true,
    certified_car: false,
    is_sold: false,
    is_latest: true,
    price: 24_500,
    color: "Blue",
    city: "Portland",
    city_name: "Portland",
    state_name: "OR",
    save_car_count: 0,
    dealer_id: 3,
    dealer_name: "Rose City Toyota",
    dealer: "Rose City Toyota",
    dealer_rating: 4.5,
    date_of_release_in_market: "2026-11-01",
    location: { type: "Point", coordinates: [-122.68, 45.52] },
    url: `/vehicle/${overrides._id}`,
    ...overrides,
  };
}

/** A zip lookup answer (§7) that found cars; `data` is merged into empty lists. */
export function zipAnswer({ data, ...overrides }: Partial<Omit<ZipLookupAnswer, "data">> & { data?: Partial<ZipListingData> } = {}): ZipLookupAnswer {
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
    cookie_zip: "97865",
    city_name: "Portland",
    msg: "",
    trims: [],
    ...overrides,
  };
}

/** A location lookup answer (§3 geolocation result); status 1 with a ZIP, or status 0 with `msg`. */
export const locationAnswer = (overrides: Partial<LocationAnswer> = {}): LocationAnswer => ({ status: 1, zip: "97204", msg: "", ...overrides });

/** The `{status: 1, message}` answer of a write that was done. */
export const done = (message = "ok"): StatusAnswer => ({ status: 1, message });

/** The answer of an account heart write: the listing's saved-car count after it (§4). */
export const saveCount = (save_car_count: number): SaveCountAnswer => ({ ...done(), save_car_count });

/** The answer of a visitor cookie-id write (§6): the list after it and the visitor's cookie id. */
export const cookieAnswer = (overrides: Partial<CookieDataAnswer> = {}): CookieDataAnswer => ({ ...done(), cookie_id: "c-42", data: [], ...overrides });

/** The answer of a lead that was sent. */
export const leadAnswer = (message = "Sent"): AnswerOf<"submitLead"> => ({ ...done(message), lead_id: 5 });

/** A sign-in answer that signed the shopper in. */
export const signedInAnswer = (): SignInAnswer => ({
  status: 1,
  message: "Authentication Successful!",
  token: "httponly-cookie",
  error: null,
  is_email_verified: true,
});
