import type { FastifyPluginAsync } from "fastify";
import * as v from "valibot";
import { parseOrThrow, readDataQuery } from "../../http/data-query.js";
import { optionalZip, vinText } from "../../search/query-fields.js";
import { compareGraph, findListingRow, priceGraph, similarVehicles, vehicleDetail } from "../../search/vehicle-detail.js";
import { requireZip } from "../../search/zip-lookup.js";
import { dataQuery, idParams, listingCardSchema, listingListSchema, openObject, responses } from "./schemas.js";

const vinQuery = v.object({ vin: vinText });
const similarQuery = v.object({ vin: vinText, zip: optionalZip });

/** GET /inventory/vindata, /inventory/similarvins, /inventory/graph, /inventory/compare-graph/{id}. */
export const vinRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/inventory/vindata",
    {
      schema: {
        summary: "One listing with dealer info, price history and market value; sold listings answer with is_sold",
        tags: ["inventory"],
        querystring: dataQuery("vin"),
        response: responses(openObject({ vin: listingCardSchema, similar_vins: listingListSchema })),
      },
    },
    async (request) => {
      const { vin } = readDataQuery(request.query, vinQuery);
      const row = await findListingRow(request.readDb, vin);
      // Independent reads: on Postgres they run on separate pool connections at once.
      const [detail, similar] = await Promise.all([vehicleDetail(request.readDb, vin, row), similarVehicles(request.readDb, vin, null, row)]);
      return { vin: detail, similar_vins: similar };
    },
  );

  app.get(
    "/inventory/similarvins",
    {
      schema: {
        summary: "Up to 9 similar unsold cars near the car or near zip",
        tags: ["inventory"],
        querystring: dataQuery("vin, zip?"),
        response: responses(listingListSchema),
      },
    },
    async (request) => {
      const { vin, zip } = readDataQuery(request.query, similarQuery);
      const origin = zip ? await requireZip(request.readDb, zip) : null;
      return similarVehicles(request.readDb, vin, origin);
    },
  );

  app.get(
    "/inventory/graph",
    {
      schema: {
        summary: "Price-history graph points, oldest first",
        tags: ["inventory"],
        querystring: dataQuery("vin"),
        response: responses(openObject({ vin: { type: "string" }, points: { type: "array" }, drawable: { type: "boolean" } })),
      },
    },
    async (request) => priceGraph(request.readDb, readDataQuery(request.query, vinQuery).vin),
  );

  app.get(
    "/inventory/compare-graph/:id",
    {
      schema: {
        summary: "Market comparison: comparable listings as (mileage, price) points and this car",
        tags: ["inventory"],
        params: idParams,
        response: responses(openObject({ vin: { type: "string" }, points: { type: "array" }, expected_price: { type: ["integer", "null"] } })),
      },
    },
    async (request) => compareGraph(request.readDb, parseOrThrow(vinText, (request.params as { id: string }).id)),
  );
};
