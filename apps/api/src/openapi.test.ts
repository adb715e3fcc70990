import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, type CatalogTestApp } from "./routes/catalog/catalog-test-app.js";

describe("GET /api/docs", () => {
  let t: CatalogTestApp;
  beforeAll(async () => {
    t = await createCatalogTestApp(0);
  });
  afterAll(() => t.close());

  it("serves an OpenAPI document that lists the catalogue calls with their schemas", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/api/inventory/listingdata", "/api/inventory/vindata", "/api/location/zip", "/api/dealers/{id}/reviews", "/api/dealer-user-reviews/like/{id}"]),
    );
    expect(document.paths["/api/inventory/listingdata"].get.parameters[0].name).toBe("data");
  });

  it("serves the docs UI", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/html");
  });

  it("links the UI's scripts and styles under /api/docs from /api/docs without a trailing slash", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] ?? "");
    expect(assets).toContain("/api/docs/static/swagger-ui-bundle.js");
    for (const asset of assets) expect((await t.app.inject({ method: "GET", url: asset })).statusCode).toBe(200);
  });
});
