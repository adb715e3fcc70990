import { afterEach, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import type { ApiDispatch, InProcessRequest } from "@carmarket/api-client";
import { serveApiInProcess } from "../../server-api.js";
import { shopperAddressContext } from "../../server/shopper-address.js";
import { loadSearchWords } from "./load-search-words.js";

const CATALOG = {
  brands: [{ slug: "honda", name: "Honda", models: [{ slug: "civic", name: "Civic" }] }],
  transmissions: ["6-Speed Manual", "CVT"],
  features: [],
};

/** A stand-in API: the catalogue for the parser, `{status: 1}` for the event; every request kept. */
function recordingApi(): { dispatch: ApiDispatch; seen: InProcessRequest[] } {
  const seen: InProcessRequest[] = [];
  const dispatch: ApiDispatch = async (request) => {
    seen.push(request);
    const body = request.url.includes("catalog") ? CATALOG : { status: 1 };
    return { statusCode: 200, headers: { "content-type": "application/json" }, body: JSON.stringify(body) };
  };
  return { dispatch, seen };
}

/** Runs the loader for `q` from `address`; answers its redirect's location and the event the API was sent. */
async function typedSearch(q: string, address = "203.0.113.9") {
  const api = recordingApi();
  serveApiInProcess(api.dispatch);
  const context = new RouterContextProvider(new Map([[shopperAddressContext, address]]));
  const thrown = await loadSearchWords({ request: new Request(`http://localhost/search?q=${encodeURIComponent(q)}`), context, params: {} } as never).catch(
    (error: unknown) => error,
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  const event = api.seen.find((request) => request.url === "/api/interact/event");
  return {
    location: (thrown as Response).headers.get("location"),
    event: event && { body: JSON.parse(event.payload ?? "null"), remoteAddress: event.remoteAddress },
  };
}

describe("GET /search?q= sends issue #17's search_query event", () => {
  afterEach(() => serveApiInProcess(() => Promise.reject(new Error("no API in this test"))));

  it("with the filters it was read as and the words, in the shopper's name", async () => {
    const { location, event } = await typedSearch("used honda civic under 25k");
    expect(location).toBe("/used-cars/honda/civic?dealer_price=-25000");
    expect(event).toEqual({
      body: {
        name: "search_query",
        filters: { condition: "used", brand_slug: "honda", model_slug: "civic", dealer_price: "-25000" },
        text: "used honda civic under 25k",
      },
      remoteAddress: "203.0.113.9",
    });
  });

  it("never with the words when they hold an email address or a phone number, which the search and its URL leave out too", async () => {
    for (const q of ["honda civic me@example.com", "honda civic 555-123-4567"]) {
      const { location, event } = await typedSearch(q);
      expect(location).toBe("/used-cars/honda/civic?condition_assumed=1");
      expect(event?.body).toEqual({ name: "search_query", filters: { brand_slug: "honda", model_slug: "civic" } });
    }
  });

  it("no event for an empty box: it lands on every used car", async () => {
    expect(await typedSearch("  ")).toEqual({ location: "/used-cars", event: undefined });
  });
});
