import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { loadVehicle } from "./load-vehicle.js";

const VIN = "1HGCM82633A004352";
const match = { type: "SINGLE_VIN", vin: VIN } as Parameters<typeof loadVehicle>[1];

/** A stand-in API on loopback whose vindata answers `status` (0: never answers before the client gives up). */
async function apiAnswering(status: number): Promise<{ origin: string; server: Server }> {
  const server = createServer((_request, response) => {
    if (status === 0) response.destroy();
    else response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify({ status: 0, message: "x" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

async function statusOf(origin: string): Promise<number> {
  process.env.API_ORIGIN = origin;
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
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    delete process.env.API_ORIGIN;
  });

  it.each([
    [503, "the API shed the call"],
    [500, "the API failed"],
    [0, "the connection broke"],
  ])("a vindata answer of %i (%s) is a 503 page, not a 404", async (status) => {
    const api = await apiAnswering(status);
    server = api.server;
    expect(await statusOf(api.origin)).toBe(503);
  });

  it("the API's own 404 (an unknown VIN) stays a 404", async () => {
    const api = await apiAnswering(404);
    server = api.server;
    expect(await statusOf(api.origin)).toBe(404);
  });
});
