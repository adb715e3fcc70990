import { describe, expect, it } from "vitest";
import type { AxiosAdapter, InternalAxiosRequestConfig } from "axios";
import { AxiosError } from "axios";
import { apiErrorMessage } from "./http.js";
import { createApiClient } from "./client.js";

/** A transport fake: records each request and answers from `reply`. */
function fakeApi(reply: (config: InternalAxiosRequestConfig) => { status: number; data: unknown }) {
  const calls: { method: string; url: string; data: string | null; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = config.url ?? "";
    const params = config.params as { data?: string } | undefined;
    calls.push({ method: config.method ?? "get", url, data: params?.data ?? null, body: config.data ? JSON.parse(config.data as string) : undefined });
    const { status, data } = reply(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) throw new AxiosError("failed", String(status), config, null, response);
    return response;
  };
  return { api: createApiClient({ baseURL: "/api", adapter }), calls };
}

describe("research and news calls (docs/api-contract.md)", () => {
  it("§7 getReviewModels sends the review-flow keys in data=", async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, data: [{ name: "Camry", model_slug: "camry", id: 1, url: "/toyota/camry" }] }));
    const models = await api.getReviewModels({ for_home: 1, is_slug_required: 1, brand_id: 12 });
    expect(models?.[0]?.model_slug).toBe("camry");
    expect(calls).toEqual([{ method: "get", url: "/models", data: "for_home=1&is_slug_required=1&brand_id=12", body: undefined }]);
  });

  it("builds the documented paths and encodes slugs and car paths", async () => {
    const { api, calls } = fakeApi(() => ({ status: 200, data: {} }));
    await api.getRankingList({ submodel_family: "pickup-truck" });
    await api.getCarData(42);
    await api.resolvePage("/toyota/camry/2024");
    await api.getCarPage("/toyota/camry/2024/safety", { tab: "safety" });
    await api.getCompare("toyota-camry-vs-honda-accord");
    await api.getNewsHome();
    await api.getNewsArticle("a b?c");
    await api.getNewsCategory("latest-news", { page: 2 });
    await api.getAuthor("priya-raman");
    await api.getCarReviews({ car_id: 7 });
    expect(calls.map((c) => [c.url, c.data])).toEqual([
      ["/rankings/list", "submodel_family=pickup-truck"],
      ["/inventory/car/data/42", null],
      ["/pages/resolve", "path=%2Ftoyota%2Fcamry%2F2024"],
      ["/inventory/car/data/toyota/camry/2024/safety", "tab=safety"],
      ["/compare/toyota-camry-vs-honda-accord", null],
      ["/news", null],
      ["/news/a%20b%3Fc", null],
      ["/news/category/latest-news", "page=2"],
      ["/authors/priya-raman", ""],
      ["/reviews", "car_id=7"],
    ]);
  });

  it("§7 reads return null on failure (404, network)", async () => {
    const { api } = fakeApi(() => ({ status: 404, data: { status: 0, message: "Page not found." } }));
    await expect(api.resolvePage("/nowhere")).resolves.toBeNull();
    await expect(api.getNewsArticle("missing")).resolves.toBeNull();
    await expect(api.getCompare("toyota-camry")).resolves.toBeNull();
  });

  it("writeCarReview posts the body and throws the API's message on refusal", async () => {
    const body = { car_id: 3, rating: 5, title: "Great", text: "A very good car for the money.", name: "Ana", email: "ana@example.com" };
    const ok = fakeApi(() => ({ status: 200, data: { status: 1, message: "Thank you! Your review has been published.", review_status: "published" } }));
    await expect(ok.api.writeCarReview(body)).resolves.toMatchObject({ review_status: "published" });
    expect(ok.calls[0]).toMatchObject({ method: "post", url: "/reviews", body });
    const refused = fakeApi(() => ({ status: 400, data: { status: 0, message: "Invalid email address." } }));
    const error = await refused.api.writeCarReview({ ...body, email: "x" }).catch((e: unknown) => e);
    expect(apiErrorMessage(error)).toBe("Invalid email address.");
  });
});
