import { afterEach, describe, expect, it } from "vitest";
import type { ApiDispatch } from "@carmarket/api-client";
import { serveApiInProcess } from "../../server-api.js";
import { loadVehicle } from "./load-vehicle.js";

const VIN = "1HGCM82633A004352";
const match = { type: "SINGLE_VIN", vin: VIN } as Parameters<typeof loadVehicle>[1];

/** A stand-in API whose vindata answers `status` (0: the call fails without an answer, as a broken connection). */
function apiAnswering(status: number): ApiDispatch {
  return async () => {
    if (status === 0) throw new Error("socket hang up");
    return { statusCode: status, headers: { "content-type": "application/json" }, body: JSON.stringify({ status: 0, message: "x" }) };
  };
}

async function statusOf(api: ApiDispatch): Promise<number> {
  serveApiInProcess(api);
  try {
    await loadVehicle(new Request(`http://localhost/used-cars?vin=${VIN}`), match);
  } catch (error) {
    // A loader's `throw data(null, { status })`: React Router answers the page with that status.
    const status = (error as { init?: { status?: number } } | null)?.init?.status;
    if (status) return status;
    throw error;
  }
  return 200;
}

describe("#13 degrade, never lie: the vehicle page tells 'not found' from 'failed'", () => {
  afterEach(() => serveApiInProcess(() => Promise.reject(new Error("no API in this test"))));

  it.each([
    [503, "the API shed the call"],
    [500, "the API failed"],
    [0, "the connection broke"],
  ])("a vindata answer of %i (%s) is a 503 page, not a 404", async (status) => {
    expect(await statusOf(apiAnswering(status))).toBe(503);
  });

  it("the API's own 404 (an unknown VIN) stays a 404", async () => {
    expect(await statusOf(apiAnswering(404))).toBe(404);
  });
});
