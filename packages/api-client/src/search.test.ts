import { describe, expect, it } from "vitest";
import type { AxiosAdapter } from "axios";
import { AxiosError } from "axios";
import { createApiClient } from "./client.js";

const HONDA = {
  brands: [{ slug: "honda", name: "Honda", models: [{ slug: "civic", name: "Civic" }] }],
  transmissions: ["CVT"],
  features: ["Sunroof/Moonroof"],
};

/** A client whose transport answers `status` with `data` and records the URLs asked. */
function clientAnswering(status: number, data: unknown) {
  const urls: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    urls.push(config.url ?? "");
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError("failed", String(status), config, null, response);
    return response;
  };
  return { api: createApiClient({ baseURL: "/api", adapter }), urls };
}

describe("search calls (issue #17)", () => {
  it("getSearchCatalog reads GET /search-words/catalog", async () => {
    const { api, urls } = clientAnswering(200, HONDA);
    expect(await api.getSearchCatalog()).toEqual(HONDA);
    expect(urls).toEqual(["/search-words/catalog"]);
  });

  it("getSearchCatalog answers null when the API fails (§7)", async () => {
    expect(await clientAnswering(503, { status: 0, message: "down" }).api.getSearchCatalog()).toBeNull();
  });
});
