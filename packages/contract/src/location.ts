import * as v from "valibot";
import { wholeNumber } from "./answer-fields.js";
import { exampleListingCard, listingCard, listingPageUrl } from "./inventory.js";
import { defineOperations, type QueryOf } from "./operation.js";
import { optionalZip } from "./query-fields.js";

const listingCards = v.array(listingCard);

/** Nearby cars of one body type with their listing link (§7 forsale_listings_filter). */
const bodyTypeLink = v.object({ name: v.string(), slug: v.string(), count: wholeNumber, url: v.string() });

export type BodyTypeLink = v.InferOutput<typeof bodyTypeLink>;

/** §7 zip answer: cars near the ZIP for every carousel. `status` 0: a well-formed ZIP the API does not know. */
export const zipLookup = v.pipe(
  v.object({
    status: v.picklist([0, 1]),
    data: v.object({
      subfooter_vins: listingCards,
      sidebar_vins: listingCards,
      price_dropped_listings: listingCards,
      featured_listings: listingCards,
      newly_added_listings: listingCards,
      on_sale_listings: listingCards,
      cheap_listings: listingCards,
      forsale_listings_filter: v.array(bodyTypeLink),
      count: v.pipe(wholeNumber, v.description("Cars for sale within `radius_miles`.")),
      radius_miles: v.pipe(wholeNumber, v.description("The radius in miles the count and the carousels cover, for the page to say so.")),
      vin_url: v.pipe(v.string(), v.description("The listing page of those cars.")),
      name: v.pipe(v.string(), v.description("City, ST")),
      heading: v.string(),
      is_new: v.boolean(),
    }),
    cookie_zip: v.pipe(v.nullable(v.string()), v.description("The ZIP now in the `zipcode` cookie (or the stored one when this ZIP is unknown).")),
    city_name: v.string(),
    msg: v.pipe(v.string(), v.description("Why there are no cars, shown as it is; empty otherwise.")),
    trims: v.pipe(v.array(v.object({ name: v.string(), count: wholeNumber })), v.description("Trim counts of the page's model, empty off a model page.")),
  }),
  v.title("ZipLookup"),
  v.examples([
    {
      status: 1,
      data: {
        subfooter_vins: [exampleListingCard],
        sidebar_vins: [],
        price_dropped_listings: [],
        featured_listings: [],
        newly_added_listings: [],
        on_sale_listings: [],
        cheap_listings: [],
        forsale_listings_filter: [{ name: "Sedan", slug: "sedan", count: 1, url: "/used-cars?body_type=sedan&zip=78701" }],
        count: 1,
        radius_miles: 100,
        vin_url: "/used-cars?zip=78701",
        name: "Austin, TX",
        heading: "Cars for Sale near Austin, TX",
        is_new: false,
      },
      cookie_zip: "78701",
      city_name: "Austin, TX",
      msg: "",
      trims: [],
    },
  ]),
);

export type ZipLookup = v.InferOutput<typeof zipLookup>;

/** §3 geolocation result. */
export const locationLookup = v.pipe(
  v.object({
    status: v.pipe(v.picklist([0, 1]), v.description("1 = found.")),
    zip: v.string(),
    msg: v.pipe(v.string(), v.description("`City, ST`, or why no ZIP was found.")),
  }),
  v.title("LocationLookup"),
  v.examples([{ status: 1, zip: "78701", msg: "Austin, TX" }]),
);

export type LocationLookup = v.InferOutput<typeof locationLookup>;

export const locationOperations = defineOperations({
  lookupZip: {
    method: "GET",
    path: "/location/zip",
    tag: "location",
    summary: "Look up cars near a ZIP for every carousel",
    description:
      "§7 zip lookup (§5 zip messages). Sets the `zipcode` cookie (5 digits, 30 days, path /, SameSite=Lax, readable by scripts) when the ZIP is known.",
    query: v.object({
      zipcode: v.optional(v.string()),
      stored_zip: optionalZip,
      url: listingPageUrl,
      invoked_by: v.optional(
        v.pipe(v.string(), v.maxLength(60, "invoked_by is too long."), v.description("Which widget asked, e.g. `popup`, `home`, `geolocation`.")),
      ),
    }),
    answer: zipLookup,
  },
  lookupLocation: {
    method: "GET",
    path: "/location/latlong",
    tag: "location",
    summary: "Find the nearest ZIP to a position",
    description: "`latlong` is 'lat,long' in degrees (§3 geolocation result); `status` 0 when no US ZIP is near.",
    query: v.object({ latlong: v.optional(v.string()) }),
    answer: locationLookup,
    otherAnswers: {
      400: {
        // Every refusal of this call is serialized by this schema, and only a malformed position carries `msg`.
        description: "Refused input; for a malformed position `msg` repeats `message` for the geolocation widget.",
        schema: v.pipe(
          v.object({ status: v.literal(0), message: v.string(), msg: v.optional(v.string()) }),
          v.examples([
            {
              status: 0,
              message: "Invalid location. Send latitude and longitude as 'lat,long'.",
              msg: "Invalid location. Send latitude and longitude as 'lat,long'.",
            },
          ]),
        ),
      },
    },
  },
});

/** Input of GET /location/zip. */
export type ZipLookupParams = QueryOf<typeof locationOperations.lookupZip>;
