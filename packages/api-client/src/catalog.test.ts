import { describe, expect, it } from "vitest";
import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";
import { AxiosError } from "axios";
import { createApiClient } from "./client.js";

/** A transport fake: records each request and answers from `reply`. */
function fakeApi(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const calls: { method: string; url: string; data: string | null; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const params = config.params as { data?: string } | undefined;
    calls.push({
      method: config.method ?? "get",
      url: config.url ?? "",
      data: params?.data ?? null,
      body: config.data ? JSON.parse(config.data as string) : undefined,
    });
    const { status, data } = reply(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError("failed", String(status), config, null, response);
    return response;
  };
  return { api: createApiClient({ baseURL: "/api", adapter }), calls };
}

describe("catalogue calls (docs/api-contract.md)", () => {
  it("§7 getSaleModels sends the sale-flow keys in data=", async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, data: [{ model_name: "Camry", model_slug: "camry", id: 3, url: "/new-cars/toyota/camry" }] }));
    const models = await api.getSaleModels({ brand_id: 12, is_new: 1, is_slug_required: 1, for_home: 1 });
    expect(models?.[0]?.model_name).toBe("Camry");
    expect(calls[0]).toEqual({ method: "get", url: "/inventory/models", data: "for_home=1&is_new=1&brand_id=12&is_slug_required=1", body: undefined });
  });

  it("builds every documented path", async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, data: {} }));
    await api.getBrands({ mode: "sale" });
    await api.getListingData({ zip: "78701", radius: 25, color: "red,blue", sort: "distance" });
    await api.getVinData({ vin: "1HGCM82633A004352" });
    await api.getSimilarVins({ vin: "1HGCM82633A004352", zip: "78701" });
    await api.getSubfooterData({ zip: "78701" });
    await api.getGraph({ vin: "1HGCM82633A004352" });
    await api.getCompareGraph("1HGCM82633A004352");
    await api.decodeVin("4T1G11AK6MU000001");
    await api.getDealers({ zip: "78701" });
    await api.getDealer(7);
    await api.getDealerReviews(7);
    await api.lookupZip({ zipcode: "78701", url: "/used-cars" });
    await api.lookupLocation({ latlong: "30.27,-97.74" });
    expect(calls.map((c) => [c.url, c.data])).toEqual([
      ["/brands", "mode=sale"],
      ["/inventory/listingdata", "zip=78701&radius=25&color=red%2Cblue&sort=distance"],
      ["/inventory/vindata", "vin=1HGCM82633A004352"],
      ["/inventory/similarvins", "vin=1HGCM82633A004352&zip=78701"],
      ["/inventory/subfooterdata", "zip=78701"],
      ["/inventory/graph", "vin=1HGCM82633A004352"],
      ["/inventory/compare-graph/1HGCM82633A004352", null],
      ["/vin/4T1G11AK6MU000001", null],
      ["/dealers", "zip=78701"],
      ["/dealers/7", null],
      ["/dealers/7/reviews", null],
      ["/location/zip", "zipcode=78701&url=%2Fused-cars"],
      ["/location/latlong", "latlong=30.27%2C-97.74"],
    ]);
  });

  it("§7 reads return null on failure; writes throw; lookupLocation answers status 0 with the msg", async () => {
    const { api } = fakeApi(() => ({ status: 400, data: { status: 0, message: "Invalid location.", msg: "Invalid location." } }));
    await expect(api.getVinData({ vin: "x" })).resolves.toBeNull();
    await expect(api.getSaleModels({ brand_id: 1 })).resolves.toBeNull();
    await expect(api.lookupLocation({ latlong: "x" })).resolves.toEqual({ status: 0, zip: "", msg: "Invalid location." });
    await expect(api.writeDealerReview(1, { rating: 5, title: "t", text: "x", name: "Ann" })).rejects.toThrow();
  });

  it("sends votes and reviews as JSON bodies", async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, data: { status: 1, likes: 1, dislikes: 0 } }));
    await api.likeDealerReview(5, true);
    await api.dislikeDealerReview(5, false);
    await api.writeDealerReview(9, { rating: 4, title: "Good", text: "Fine", name: "Ann" });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["post", "/dealer-user-reviews/like/5", { like: true }],
      ["post", "/dealer-user-reviews/dislike/5", { dislike: false }],
      ["post", "/dealers/9/reviews", { rating: 4, title: "Good", text: "Fine", name: "Ann" }],
    ]);
  });

  it("a vote answered 428 (the API just set its visitor cookie) is sent once more; a second 428 is thrown", async () => {
    const answers = [428, 200];
    const { api, calls } = fakeApi(() =>
      answers.shift() === 428 ? { status: 428, data: { status: 0, message: "cookies" } } : { status: 200, data: { status: 1, likes: 1, dislikes: 0 } },
    );
    await expect(api.likeDealerReview(5, true)).resolves.toEqual({ status: 1, likes: 1, dislikes: 0 });
    expect(calls).toHaveLength(2);
    const refused = fakeApi(() => ({ status: 428, data: { status: 0, message: "cookies" } }));
    await expect(refused.api.dislikeDealerReview(5, true)).rejects.toThrow();
    expect(refused.calls).toHaveLength(2);
  });
});
