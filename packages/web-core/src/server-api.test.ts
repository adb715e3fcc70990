import { afterEach, describe, expect, it } from "vitest";
import { apiErrorMessage, type InProcessRequest } from "@carmarket/api-client";
import { createServerApi, serveApiInProcess } from "./server-api.js";

describe("createServerApi", () => {
  afterEach(() => serveApiInProcess(() => Promise.reject(new Error("no API in this test"))));

  it("calls the API in process with the shopper's cookies and asks for an uncompressed answer (issue #13, ADR 247)", async () => {
    const seen: InProcessRequest[] = [];
    serveApiInProcess(async (request) => {
      seen.push(request);
      return { statusCode: 200, headers: { "content-type": "application/json" }, body: JSON.stringify({ site_name: "CarMarket" }) };
    });
    const request = new Request("http://localhost/used-cars", { headers: { cookie: "zipcode=10001", "accept-encoding": "br" } });
    await expect(createServerApi(request).getSiteConfig()).resolves.toEqual({ site_name: "CarMarket" });
    expect(seen.at(-1)).toMatchObject({ url: "/api/site-config", headers: { cookie: "zipcode=10001", "accept-encoding": "identity" } });
  });

  it("#25.3 a write the API refuses for its budget (429) reaches the action with the API's message; a read's 429 is the 503 page", async () => {
    const tooMany = { status: 0, message: "Too many reviews. Please try again later." };
    serveApiInProcess(async () => ({ statusCode: 429, headers: { "content-type": "application/json", "retry-after": "60" }, body: JSON.stringify(tooMany) }));
    const api = createServerApi(new Request("http://localhost/dealers/1/write-review"));
    const write = await api
      .writeDealerReview(1, { rating: 4, title: "Fine", text: "They had the car ready on time.", name: "Ann", email: "ann@example.com" })
      .catch((error: unknown) => error);
    expect([apiErrorMessage(write), (write as { response?: { status?: number } }).response?.status]).toEqual([tooMany.message, 429]);
    const read = await api.getDealer(1).catch((error: unknown) => error);
    expect(read).toMatchObject({ init: { status: 503 } });
  });
});
