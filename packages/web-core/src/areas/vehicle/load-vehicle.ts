import { data } from "react-router";
import type { PageMatch } from "@carmarket/routes";
import { createServerApi } from "../../server-api.js";

type VehicleMatch = Extract<PageMatch, { type: "SINGLE_VIN" }>;

/** One listing with its dealer, price history and market, read on the server; unknown VINs are a 404. */
export async function loadVehicle(request: Request, match: VehicleMatch) {
  const vinData = await createServerApi(request).getVinData({ vin: match.vin });
  if (vinData === null) throw data(null, { status: 404 });
  return { match, vinData };
}

export type VehicleData = Awaited<ReturnType<typeof loadVehicle>>;
