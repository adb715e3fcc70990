import { describe, expect, it } from "vitest";
import { createApiClient } from "./client.js";
import { orNull } from "./http.js";
import { inProcessAdapter, type ApiDispatch, type InProcessRequest } from "./in-process.js";

/** A dispatch that records each request and answers `status` with `body`. */
function answering(status: number, body: unknown) {
  const seen: InProcessRequest[] = [];
  const dispatch: ApiDispatch = async (request) => {
    seen.push(request);
    return { statusCode: status, headers: { "content-type": "application/json", "content-length": 2 }, body: JSON.stringify(body) };
  };
  return { dispatch, seen };
}

class Unavailable extends Error {}
const unavailable = (): never => {
  throw new Unavailable();
};

describe("inProcessAdapter (#13: a server render calls its API without a socket)", () => {
  it("sends the URL, headers and body the HTTP adapter would, and reads the JSON answer", async () => {
    const { dispatch, seen } = answering(200, { site_name: "CarMarket" });
    const http = createApiClient({ baseURL: "/api", headers: { cookie: "zipcode=10001" }, adapter: inProcessAdapter(dispatch) });
    await expect(http.getSiteConfig()).resolves.toEqual({ site_name: "CarMarket" });
    await http.getListingData({ condition: "used", zip: "10001", page_size: 20 });
    expect(seen[0]).toMatchObject({ method: "GET", url: "/api/site-config", headers: { cookie: "zipcode=10001", Accept: "application/json" } });
    // Byte for byte the search page's call (docs/performance.md, the bench's api target).
    expect(seen[1]?.url).toBe("/api/inventory/listingdata?data=condition%3Dused%26zip%3D10001%26page_size%3D20");
  });

  it("#17 names the shopper's address when it is given, so the API's per-address budgets count the shopper", async () => {
    const { dispatch, seen } = answering(200, { status: 1 });
    await createApiClient({ baseURL: "/api", adapter: inProcessAdapter(dispatch, "198.51.100.7") }).trackEvent({ name: "zippop_closed" });
    await createApiClient({ baseURL: "/api", adapter: inProcessAdapter(dispatch) }).trackEvent({ name: "zippop_closed" });
    expect(seen.map((request) => request.remoteAddress)).toEqual(["198.51.100.7", undefined]);
  });

  it("posts the JSON body", async () => {
    const { dispatch, seen } = answering(200, { status: 1 });
    await createApiClient({ baseURL: "/api", adapter: inProcessAdapter(dispatch) }).writeCarReview({ make: "Honda" } as never);
    expect(seen[0]).toMatchObject({ method: "POST", payload: JSON.stringify({ make: "Honda" }) });
    expect(seen[0]?.headers["Content-Type"]).toMatch(/^application\/json/);
  });

  it("the API's own 404 stays null, its 503 reaches onUnavailable (ADR 230)", async () => {
    const read = (status: number) =>
      orNull(
        createApiClient({
          baseURL: "/api",
          adapter: inProcessAdapter(answering(status, { status: 0, message: "x" }).dispatch),
          onUnavailable: unavailable,
        }).getVinData({ vin: "1HGCM82633A004352" }),
      );
    await expect(read(404)).resolves.toBeNull();
    await expect(read(503)).rejects.toBeInstanceOf(Unavailable);
  });

  it("a call not answered within the client's timeout, or whose dispatch fails, reaches onUnavailable", async () => {
    const never: ApiDispatch = () => new Promise(() => {});
    const broken: ApiDispatch = () => Promise.reject(new Error("Fastify has already been closed"));
    for (const dispatch of [never, broken]) {
      const api = createApiClient({ baseURL: "/api", timeout: 1, adapter: inProcessAdapter(dispatch), onUnavailable: unavailable });
      await expect(api.getSiteConfig()).rejects.toBeInstanceOf(Unavailable);
    }
  });
});
