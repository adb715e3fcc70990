// Test-only: a vehicle as GET /api/inventory/vindata answers it, with fixed dates.
import type { FromVin, ListingCard, VehicleDetail } from "@carmarket/api-client";

const DAY = 86_400;
/** 2026-03-05 12:00 UTC, a Thursday. */
export const NOW = new Date("2026-03-05T12:00:00Z");
const nowSeconds = NOW.getTime() / 1000;

/** A priced used car at a Texas dealer with three price-history entries (newest first). */
export function vehicleFixture(overrides: Partial<VehicleDetail> = {}): VehicleDetail {
  return {
    _id: "1HGCM82633A004352",
    vin_name: "2021 Toyota Camry SE",
    car_name: "Toyota Camry",
    year: 2021,
    brand_id: 1,
    brand_name: "Toyota",
    brand_slug: "toyota",
    model_id: 2,
    model_name: "Camry",
    model_slug: "camry",
    body_type: "sedan",
    trim_name: "SE",
    is_new: false,
    isUsed: true,
    certified_car: false,
    is_sold: false,
    is_latest: false,
    price: 25_000,
    expected_price: 26_250,
    mileage: 31_000,
    color: "Blue",
    city: "austin",
    city_name: "Austin",
    state_name: "Texas",
    save_car_count: 4,
    dealer_id: 7,
    dealer_name: "Austin Toyota",
    dealer: "Austin Toyota",
    dealer_rating: 4.2,
    date_of_release_in_market: new Date((nowSeconds - 40 * DAY) * 1000).toISOString(),
    location: { type: "Point", coordinates: [-97.74, 30.27] },
    url: "/used-cars/toyota/camry?vin=1HGCM82633A004352",
    thumb_exterior: ["/images/samples/camry-front.svg"],
    other_images: ["camry-1.svg", "camry-2.svg"],
    sample_images: [],
    major_options: ["Backup Camera", "Bluetooth", "Heated Seats", "Sunroof", "Navigation"],
    priceHistory: [
      { timestamp: nowSeconds - 2 * DAY, price: 25_000 },
      { timestamp: nowSeconds - 20 * DAY, price: 26_000 },
      { timestamp: nowSeconds - 40 * DAY, price: 26_500 },
    ],
    currentPrice: { price: 25_000 },
    minPrice: 25_000,
    maxPrice: 26_500,
    reviews_count: 12,
    dealer_info: {
      name: "Austin Toyota",
      website: "https://austin-toyota.example.com",
      rating: 4.2,
      rating_count: 12,
      dealer_url: "/dealers/austin-toyota-7",
      address: "100 Congress Ave, Austin, TX",
      zip: "78701",
      contact: { Sales: "(512) 555-0101" },
      timing: { Thursday: "9:00 AM - 7:00 PM", Sunday: "closed" },
    },
    last_seen_in_feed: new Date((nowSeconds - DAY) * 1000).toISOString(),
    market: { expected_price: 26_250, comparable_count: 14, percentile: 30, comparable_low: 22_900, comparable_high: 31_400 },
    ...overrides,
  };
}

/** A similar car's card. */
export function similarFixture(vin: string): ListingCard {
  const { _id, ...card } = vehicleFixture();
  return { ...card, _id: vin, vin_name: `2020 Toyota Camry LE ${vin.slice(-4)}`, url: `/used-cars/toyota/camry?vin=${vin}` };
}

/** 'From the VIN' of a 2021 Camry SE as the API answers it; `conflicts` lists what its listing says instead. */
export function fromVinFixture(conflicts: FromVin["conflicts"] = []): FromVin {
  return {
    source: "NHTSA vPIC",
    facts: {
      modelYear: 2021,
      make: "Toyota",
      model: "Camry",
      manufacturer: "TOYOTA MOTOR MANUFACTURING, KENTUCKY, INC.",
      series: "AXVA70L/GSV70L/AXVH70L",
      trim: "SE",
      bodyClass: "Sedan/Saloon",
      doors: 4,
      driveType: null,
      engine: { cylinders: 4, configuration: "In-Line", displacementL: 2.5, model: "A25A-FKS", turbo: null, otherInfo: null, manufacturer: "Toyota" },
      fuel: { primary: "Gasoline", secondary: null },
      batteryType: null,
      gvwr: null,
      plant: { city: "GEORGETOWN", state: "KENTUCKY", country: "UNITED STATES (USA)" },
    },
    engine: "2.5L I4",
    fuel: "Gasoline",
    conflicts,
  };
}
