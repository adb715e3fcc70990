import * as v from "valibot";
import { wholeNumber, described } from "./answer-fields.js";
import { dealerInfo } from "./dealers.js";
import { listingFiltersSchema } from "./listing-filters.js";
import { defineOperations, type QueryOf } from "./operation.js";
import { optionalZip, vinText } from "./query-fields.js";
import { exampleFromVin, fromVin } from "./vin.js";

// Answers of the inventory calls. Field names are the spec's (§3, §7); fields a dealer feed left empty are
// absent, not null, so many are optional.

const listingCardEntries = {
  _id: described(v.string(), "The VIN."),
  vin_name: v.string(),
  car_name: described(v.string(), "Brand and model, e.g. `Toyota Camry`."),
  year: wholeNumber,
  brand_id: wholeNumber,
  brand_name: v.string(),
  brand_slug: v.string(),
  model_id: wholeNumber,
  model_name: v.string(),
  model_slug: v.string(),
  body_type: v.string(),
  trim_name: v.optional(v.string()),
  submodel_name: v.optional(v.string()),
  submodel_slug: v.optional(v.string()),
  submodel_family_slug: v.optional(v.string()),
  is_new: v.boolean(),
  isUsed: v.boolean(),
  certified_car: v.boolean(),
  is_sold: v.boolean(),
  is_latest: v.boolean(),
  price: described(v.number(), "0 when the dealer gave no price (§9 'No Dealer Price')."),
  dealer_price: v.optional(v.number()),
  msrp: v.optional(v.number()),
  expected_price: v.optional(described(v.number(), "Market value (§9).")),
  deal_value: v.optional(described(v.string(), "§9 deal label; absent when uncertain.")),
  deal_difference: v.optional(described(v.number(), "expected_price − price: positive is below market.")),
  previous_price: v.optional(v.number()),
  mileage: v.optional(v.number()),
  fuel_economy: v.optional(described(v.number(), "Combined MPG.")),
  fuel: v.optional(v.string()),
  engine: v.optional(v.string()),
  drivetrain: v.optional(v.string()),
  transmission: v.optional(v.string()),
  color: described(v.string(), "Exterior colour; `UNKNOWN` is hidden (§3)."),
  image: v.optional(v.string()),
  main_picture: v.optional(v.string()),
  city: v.string(),
  city_name: v.string(),
  state_name: v.string(),
  dist: v.optional(described(wholeNumber, "Metres from the searched ZIP (§9: / 1609.34 = miles).")),
  distance_miles: v.optional(wholeNumber),
  save_car_count: wholeNumber,
  dealer_id: wholeNumber,
  dealer_name: v.string(),
  dealer: described(v.string(), "The dealer's name."),
  dealer_rating: v.number(),
  date_of_release_in_market: described(v.pipe(v.string(), v.isoTimestamp()), "ISO 8601 time it was first listed."),
  location: described(v.object({ type: v.literal("Point"), coordinates: v.tuple([v.number(), v.number()]) }), "GeoJSON point, longitude first (§3)."),
  url: described(v.string(), "The vehicle page."),
};

/** A listing card (§3 field names): what search results and carousels carry. */
export const listingCard = v.pipe(v.object(listingCardEntries), v.title("ListingCard"));

export type ListingCard = v.InferOutput<typeof listingCard>;

/** A listing card as the examples show it. */
export const exampleListingCard: ListingCard = {
  _id: "4T1B11HK5JU123456",
  vin_name: "2018 Toyota Camry SE",
  car_name: "Toyota Camry",
  year: 2018,
  brand_id: 12,
  brand_name: "Toyota",
  brand_slug: "toyota",
  model_id: 120,
  model_name: "Camry",
  model_slug: "camry",
  body_type: "sedan",
  trim_name: "SE",
  is_new: false,
  isUsed: true,
  certified_car: false,
  is_sold: false,
  is_latest: true,
  price: 18990,
  expected_price: 19800,
  deal_value: "Good Deal",
  deal_difference: 810,
  mileage: 42000,
  color: "Silver",
  image: "/api/images/sedan/silver/760x425.svg",
  city: "Austin",
  city_name: "Austin",
  state_name: "TX",
  dist: 1800,
  distance_miles: 1,
  save_car_count: 3,
  dealer_id: 7,
  dealer_name: "Lone Star Motors",
  dealer: "Lone Star Motors",
  dealer_rating: 4.4,
  date_of_release_in_market: "2024-05-20T00:00:00.000Z",
  location: { type: "Point", coordinates: [-97.74, 30.27] },
  url: "/vehicle/4T1B11HK5JU123456",
};

const listingCards = v.array(listingCard);

const priceHistoryEntry = v.object({ timestamp: described(wholeNumber, "Unix seconds."), price: v.number() });

export type PriceHistoryEntry = v.InferOutput<typeof priceHistoryEntry>;

const priceOnly = v.object({ price: v.number() });

/** Market value explanation of one listing. */
const marketExplanation = v.object({
  expected_price: v.nullable(v.number()),
  comparable_count: wholeNumber,
  percentile: described(v.nullable(wholeNumber), "Share of comparables priced lower, 0–100; null without a price or comparables."),
  comparable_low: described(v.nullable(v.number()), "Lowest price among the comparables; null without comparables (the range bar, issue #26.14)."),
  comparable_high: described(v.nullable(v.number()), "Highest price among the comparables; null without comparables."),
});

export type MarketExplanation = v.InferOutput<typeof marketExplanation>;

/** The single-vehicle listing (§2.7, §3): the card plus dealer info, history, features, images and market value. */
export const vehicleDetail = v.pipe(
  v.object({
    ...listingCardEntries,
    interior_color: v.optional(v.string()),
    engine_type: v.optional(v.string()),
    trim_family_name: v.optional(v.string()),
    submodel_family_name: v.optional(v.string()),
    owner_count: v.optional(wholeNumber),
    count_accident: v.optional(wholeNumber),
    has_accidents: v.optional(v.boolean()),
    theft_title: v.optional(v.boolean()),
    thumb_exterior: v.array(v.string()),
    other_images: v.array(v.string()),
    sample_images: v.array(v.string()),
    major_options: v.array(v.string()),
    priceHistory: described(v.array(priceHistoryEntry), "Newest first (§3)."),
    currentPrice: v.optional(priceOnly),
    initialPrice: v.optional(priceOnly),
    minPrice: v.optional(v.number()),
    maxPrice: v.optional(v.number()),
    dealer_contact: v.optional(described(v.string(), "The dealer's sales phone.")),
    reviews_count: wholeNumber,
    dealer_info: dealerInfo,
    last_seen_in_feed: described(v.pipe(v.string(), v.isoTimestamp()), "ISO 8601 time of the dealer feed that last listed it."),
    market: marketExplanation,
    from_vin: v.optional(fromVin),
  }),
  v.title("VehicleDetail"),
);

export type VehicleDetail = v.InferOutput<typeof vehicleDetail>;

const exampleVehicle: VehicleDetail = {
  ...exampleListingCard,
  thumb_exterior: [],
  other_images: [],
  sample_images: [],
  major_options: ["Backup Camera"],
  priceHistory: [
    { timestamp: 1717000000, price: 18990 },
    { timestamp: 1716000000, price: 19490 },
  ],
  currentPrice: { price: 18990 },
  initialPrice: { price: 19490 },
  minPrice: 18990,
  maxPrice: 19490,
  reviews_count: 12,
  dealer_info: {
    name: "Lone Star Motors",
    website: "https://lonestarmotors.example",
    rating: 4.4,
    rating_count: 12,
    dealer_url: "/dealers/lone-star-motors-7",
    address: "100 Congress Ave",
    city: "Austin",
    state: "TX",
    zip: "78701",
    contact: { Sales: "(512) 555-0100" },
    timing: { Monday: "9:00 AM - 7:00 PM" },
  },
  last_seen_in_feed: "2024-06-01T06:00:00.000Z",
  market: { expected_price: 19800, comparable_count: 14, percentile: 35, comparable_low: 16500, comparable_high: 23900 },
  from_vin: exampleFromVin,
};

/** The vehicle page's call: the listing (sold ones too, with is_sold) and similar cars. */
export const vinData = v.pipe(
  v.object({
    vin: vehicleDetail,
    similar_vins: listingCards,
    review_url: v.pipe(v.nullable(v.string()), v.description("The research page of the car's model year (its review), or null when it has none.")),
  }),
  v.title("VinData"),
  v.examples([{ vin: exampleVehicle, similar_vins: [exampleListingCard], review_url: "/toyota/camry/2024" }]),
);

export type VinData = v.InferOutput<typeof vinData>;

/** A filter option with how many cars it would show (§9 order: years descending, others alphabetical). */
const facetOption = v.object({ name: v.string(), count: wholeNumber });

export type FacetOption = v.InferOutput<typeof facetOption>;

/** One page of search results with the total and the facet counts. */
export const listingData = v.pipe(
  v.object({
    count: described(wholeNumber, "Cars in all pages."),
    vins: listingCards,
    facets: described(v.record(v.string(), v.array(facetOption)), "Filter key (year, brand_slug, body_type, color, …) → its options with counts."),
    page: wholeNumber,
    page_size: wholeNumber,
    title: described(v.string(), "Page heading, e.g. `Used Toyota SUVs for Sale near Austin, TX`."),
  }),
  v.title("ListingData"),
  v.examples([
    {
      count: 1,
      vins: [exampleListingCard],
      facets: { year: [{ name: "2018", count: 1 }] },
      page: 1,
      page_size: 20,
      title: "Used Toyota Camry for Sale near Austin, TX",
    },
  ]),
);

export type ListingData = v.InferOutput<typeof listingData>;

/** The price-history graph (§5: drawn only with more than one entry). */
export const priceGraph = v.pipe(
  v.object({
    vin: v.string(),
    points: described(v.array(priceHistoryEntry), "Oldest first, for plotting."),
    current_price: v.nullable(v.number()),
    expected_price: v.nullable(v.number()),
    drawable: described(v.boolean(), "§5: the graph needs more than one entry."),
  }),
  v.title("PriceGraph"),
  v.examples([
    {
      vin: "4T1B11HK5JU123456",
      points: [
        { timestamp: 1716000000, price: 19490 },
        { timestamp: 1717000000, price: 18990 },
      ],
      current_price: 18990,
      expected_price: 19800,
      drawable: true,
    },
  ]),
);

export type PriceGraph = v.InferOutput<typeof priceGraph>;

/** The market comparison graph: the car among its comparables (same model, year and new/used side). */
export const compareGraph = v.pipe(
  v.object({
    vin: v.string(),
    vin_name: v.string(),
    car: v.object({ price: v.nullable(v.number()), mileage: v.nullable(v.number()) }),
    expected_price: v.nullable(v.number()),
    comparable_count: wholeNumber,
    points: described(
      v.array(v.object({ vin: v.string(), price: v.number(), mileage: v.optional(v.number()), year: wholeNumber, deal_value: v.optional(v.string()) })),
      "Comparable unsold cars as (mileage, price) points, at most 200.",
    ),
  }),
  v.title("CompareGraph"),
  v.examples([
    {
      vin: "4T1B11HK5JU123456",
      vin_name: "2018 Toyota Camry SE",
      car: { price: 18990, mileage: 42000 },
      expected_price: 19800,
      comparable_count: 1,
      points: [{ vin: "4T1B11HK5JU654321", price: 20500, mileage: 30000, year: 2018, deal_value: "Fair Deal" }],
    },
  ]),
);

export type CompareGraph = v.InferOutput<typeof compareGraph>;

const withExamples = <TSchema extends v.GenericSchema>(schema: TSchema, example: v.InferOutput<TSchema>) => v.pipe(schema, v.examples([example]));

/** The text fields of a listing page a lookup is for (§7 zip lookup `url`). */
export const listingPageUrl = v.optional(
  described(
    v.pipe(v.string(), v.maxLength(2000, "url is too long.")),
    "Listing path the cars are for, e.g. `/used-cars/toyota/camry`: narrows them to its condition, brand and model.",
  ),
);

export const inventoryOperations = defineOperations({
  getListingData: {
    method: "GET",
    path: "/inventory/listingdata",
    tag: "inventory",
    summary: "Search listings with filters, sort, paging and facet counts",
    description:
      "Every §9 filter key, zip + radius, brand and model, condition flags, body type and paging (§7 inventory calls). Lists are comma-separated, ranges `min-max`.",
    query: listingFiltersSchema,
    answer: listingData,
  },
  getVinData: {
    method: "GET",
    path: "/inventory/vindata",
    tag: "inventory",
    summary: "Get one listing with dealer info, price history and market value",
    description: "Sold listings answer too, with `is_sold` (§2.7); 404 `Vehicle not found.` for a VIN the catalogue never had.",
    query: v.object({ vin: vinText }),
    answer: vinData,
  },
  getSimilarVins: {
    method: "GET",
    path: "/inventory/similarvins",
    tag: "inventory",
    summary: "List up to 9 similar unsold cars",
    description: "Near the car, or near `zip` when given (§9: carousels show at most 9 cars).",
    query: v.object({ vin: vinText, zip: optionalZip }),
    answer: withExamples(listingCards, [exampleListingCard]),
  },
  getSubfooterData: {
    method: "GET",
    path: "/inventory/subfooterdata",
    tag: "inventory",
    summary: "List up to 9 cars near a ZIP for the page footer",
    description: "`zip` is required (§5 `Zipcode is required`).",
    query: v.object({ zip: optionalZip, url: listingPageUrl }),
    answer: withExamples(v.object({ subfooter_vins: listingCards }), { subfooter_vins: [exampleListingCard] }),
  },
  getGraph: {
    method: "GET",
    path: "/inventory/graph",
    tag: "inventory",
    summary: "Get a listing's price-history graph",
    query: v.object({ vin: vinText }),
    answer: priceGraph,
  },
  getCompareGraph: {
    method: "GET",
    path: "/inventory/compare-graph/:id",
    tag: "inventory",
    summary: "Get a listing's market comparison graph",
    params: v.object({ id: described(vinText, "The VIN.") }),
    answer: compareGraph,
  },
});

/** Input of GET /inventory/listingdata: the §9 filter keys and the rest. */
export type ListingDataParams = QueryOf<typeof inventoryOperations.getListingData>;
