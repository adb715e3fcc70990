import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerApi } from "./server-api.js";

describe("createServerApi", () => {
  const seen: IncomingHttpHeaders[] = [];
  const api = createServer((request, response) => {
    seen.push(request.headers);
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ site_name: "CarMarket" }));
  });
  let origin = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => api.close(() => resolve())));

  it("forwards the shopper's cookies and asks the loopback API for an uncompressed answer (issue #13)", async () => {
    const request = new Request("http://localhost/used-cars", { headers: { cookie: "zipcode=10001", "accept-encoding": "br" } });
    await expect(createServerApi(request, origin).getSiteConfig()).resolves.toEqual({ site_name: "CarMarket" });
    expect(seen.at(-1)).toMatchObject({ cookie: "zipcode=10001", "accept-encoding": "identity" });
  });
});
