import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operations } from "@carmarket/contract";
import { createCatalogTestApp, type CatalogTestApp } from "./test/catalog-test-app.js";
import { lintOpenApi } from "./test/openapi-lint.js";

interface DocumentOperation {
  operationId?: string;
  tags?: string[];
  summary?: string;
  requestBody?: unknown;
}

const openApiPath = (path: string) => `/api${path.replace(/:([a-z_]+)/g, "{$1}").replace(/\*$/, "{path}")}`;

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
      expect.arrayContaining([
        "/api/inventory/listingdata",
        "/api/inventory/vindata",
        "/api/location/zip",
        "/api/dealers/{id}/reviews",
        "/api/dealer-user-reviews/like/{id}",
      ]),
    );
    expect(document.paths["/api/inventory/listingdata"].get.parameters[0].name).toBe("data");
  });

  it("lists every operation of the contract with its id, tag and summary (ADR 244)", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const operation of operations) {
      const entry = document.paths[openApiPath(operation.path)]?.[operation.method.toLowerCase()] as DocumentOperation | undefined;
      expect(entry, `${operation.method} ${operation.path}`).toMatchObject({ operationId: operation.id, tags: [operation.tag], summary: operation.summary });
    }
  });

  it("gives every operation a summary and every write a request body (issue #16)", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as { paths: Record<string, Record<string, DocumentOperation>> };
    const entries = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, entry]) => ({ route: `${method} ${path}`, entry })),
    );
    expect(entries.filter(({ entry }) => !entry.summary).map(({ route }) => route)).toEqual([]);
    expect(entries.filter(({ route, entry }) => !route.startsWith("get ") && !entry.requestBody).map(({ route }) => route)).toEqual([]);
  });

  it("passes Redocly's recommended OpenAPI rules with zero errors", async () => {
    const document = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const errors = (await lintOpenApi(document.body)).filter((problem) => problem.severity === "error");
    expect(errors.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([]);
  }, 60_000);

  it("documents a field added to an answer in the contract, with no edit here (issue #16: radius_miles)", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const answer = document.paths["/api/location/zip"].get.responses["200"].content["application/json"].schema;
    expect(answer.properties.data.properties.radius_miles).toMatchObject({ type: "integer" });
    expect(answer.properties.data.required).toContain("radius_miles");
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
