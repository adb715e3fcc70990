import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { listingPath, withQuery } from "@carmarket/routes";
import { validateZip } from "@carmarket/validation";
import { routeOperation } from "../../http/contract-route.js";
import { BadRequestError } from "../../http/errors.js";
import { NEARBY_RADIUS_MILES, nearbyListings, pageScope } from "../../search/nearby-carousels.js";
import { findZip, nearestZip, requireZip } from "../../search/zip-lookup.js";

/** §9: the zip cookie lives 30 days. */
const ZIP_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
const ZIP_COOKIE = "zipcode";

const INVALID_LOCATION = "Invalid location. Send latitude and longitude as 'lat,long'.";

/** 'lat,long' in degrees → numbers, or null when malformed or off the globe. */
export function parseLatLong(value: string | undefined): { latitude: number; longitude: number } | null {
  const match = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(value ?? "");
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  return Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180 ? { latitude, longitude } : null;
}

/** GET /location/zip, GET /location/latlong and GET /inventory/subfooterdata. */
export const locationRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.lookupZip).handle(async ({ query }, request, reply) => {
    const zipcode = (query.zipcode ?? "").trim();
    const problem = validateZip(zipcode);
    if (problem) throw new BadRequestError(problem);
    const scope = pageScope(query.url);
    const place = await findZip(request.readDb, zipcode);
    if (!place) {
      return {
        status: 0,
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
          radius_miles: NEARBY_RADIUS_MILES,
          vin_url: "",
          name: "",
          heading: "",
          is_new: scope.condition === "new",
        },
        cookie_zip: query.stored_zip ?? null,
        city_name: "",
        msg: `We don't know ZIP code ${zipcode}. Please check it or try a nearby ZIP code.`,
        trims: [],
      };
    }
    const { carousels, bodyTypes, trims } = await nearbyListings({ index: app.listingIndex, readDb: request.readDb }, place, scope, place.zip);
    const count = bodyTypes.reduce((sum, body) => sum + body.count, 0);
    const condition = scope.condition ?? "used";
    const cityName = `${place.city}, ${place.state}`;
    reply.setCookie(ZIP_COOKIE, place.zip, { path: "/", maxAge: ZIP_COOKIE_MAX_AGE_SECONDS, sameSite: "lax", httpOnly: false });
    return {
      status: 1,
      data: {
        ...carousels,
        forsale_listings_filter: bodyTypes,
        count,
        radius_miles: NEARBY_RADIUS_MILES,
        vin_url: withQuery(
          listingPath({ condition, ...(scope.brandSlug ? { brand: scope.brandSlug } : {}), ...(scope.modelSlug ? { model: scope.modelSlug } : {}) }),
          { zip: place.zip },
        ),
        name: cityName,
        heading: `Cars for Sale near ${cityName}`,
        is_new: scope.condition === "new",
      },
      cookie_zip: place.zip,
      city_name: cityName,
      msg: count === 0 ? `No cars for sale within ${NEARBY_RADIUS_MILES} miles of ${place.zip} yet.` : "",
      trims,
    };
  });

  routeOperation(app, contract.lookupLocation).handle(async ({ query }, request, reply) => {
    const point = parseLatLong(query.latlong);
    if (!point) return reply.status(400).send({ status: 0, message: INVALID_LOCATION, msg: INVALID_LOCATION });
    const zip = await nearestZip(request.readDb, point.latitude, point.longitude);
    if (!zip) return { status: 0, zip: "", msg: "We could not find a US ZIP code near your location. Please enter your ZIP manually." };
    return { status: 1, zip: zip.zip, msg: `${zip.city}, ${zip.state}` };
  });

  routeOperation(app, contract.getSubfooterData).handle(async ({ query }, request) => {
    if (!query.zip) throw new BadRequestError("Zipcode is required");
    const place = await requireZip(request.readDb, query.zip);
    const { carousels } = await nearbyListings({ index: app.listingIndex, readDb: request.readDb }, place, pageScope(query.url), place.zip);
    return { subfooter_vins: carousels.subfooter_vins };
  });
};
