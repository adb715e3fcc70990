import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/account-test-kit.js";

describe("GET /api/site-config", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it("answers the seeded site flags", async () => {
    const response = await server.app.inject({ method: "GET", url: "/api/site-config" });
    expect(response.json()).toEqual({
      site_name: "CarMarket",
      light_header: "0",
      zip_popup: "1",
      ad_slots: { "Above-News-Title": "1", carIndigo_above_sidebar_news: "1", "Half-page-News-1": "1" },
      search_ads: null,
    });
  });

  it("#27.4 names the search-ads service the server is set up with (ADR 295)", async () => {
    const ads = await startTestServer({
      searchAds: { script_url: "https://ads.example/ads.js", origin: "https://ads.example", client: "pub-1", slots: { post: "9" } },
    });
    try {
      expect((await ads.app.inject({ method: "GET", url: "/api/site-config" })).json().search_ads).toEqual({
        script_url: "https://ads.example/ads.js",
        origin: "https://ads.example",
        client: "pub-1",
        slots: { post: "9" },
      });
    } finally {
      await ads.close();
    }
  });

  it("§4 reads flags from the table: a changed flag shows, an unknown value reads '0'", async () => {
    await server.db.updateTable("site_config").set({ value: "0" }).where("key", "=", "zip_popup").execute();
    await server.db.updateTable("site_config").set({ value: "yes" }).where("key", "=", "ad_slot:Half-page-News-1").execute();
    const body = (await server.app.inject({ method: "GET", url: "/api/site-config" })).json();
    expect(body.zip_popup).toBe("0");
    expect(body.ad_slots["Half-page-News-1"]).toBe("0");
  });
});
