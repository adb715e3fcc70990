import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";
import { compareGraph, findListingRow, priceGraph, similarVehicles, vehicleDetail } from "../../search/vehicle-detail.js";
import { requireZip } from "../../search/zip-lookup.js";
import { reviewPathOf } from "../research/car-queries.js";

/** GET /inventory/vindata, /inventory/similarvins, /inventory/graph, /inventory/compare-graph/{id}. */
export const vinRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getVinData).handle(async ({ query: { vin } }, request) => {
    // Independent reads: on Postgres they run on separate pool connections at once (ADRs 171, 258).
    const [detail, similar, reviewUrl] = await Promise.all([
      vehicleDetail(request.readDb, vin),
      similarVehicles(request.readDb, vin, null),
      reviewPathOf(request.readDb, vin),
    ]);
    return { vin: detail, similar_vins: similar, review_url: reviewUrl };
  });

  routeOperation(app, contract.getSimilarVins).handle(async ({ query: { vin, zip } }, request) => {
    const origin = zip ? await requireZip(request.readDb, zip) : null;
    // The car's own read answers 404 for a VIN the catalogue lacks.
    const [similar] = await Promise.all([similarVehicles(request.readDb, vin, origin), findListingRow(request.readDb, vin)]);
    return similar;
  });

  routeOperation(app, contract.getGraph).handle(async ({ query: { vin } }, request) => priceGraph(request.readDb, vin));

  routeOperation(app, contract.getCompareGraph).handle(async ({ params: { id } }, request) => compareGraph(request.readDb, id));
};
