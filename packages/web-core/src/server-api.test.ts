import { afterEach, describe, expect, it } from "vitest";
import type { InProcessRequest } from "@carmarket/api-client";
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
});
