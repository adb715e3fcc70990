import { describe, expect, it } from "vitest";
import type { AxiosAdapter } from "axios";
import { createApiClient } from "./client.js";

/** Records each request's method, URL, data= query, headers and body; answers `status`/`data`. */
function recordingClient(status = 200, data: unknown = { status: 1, message: "ok" }) {
  const requests: { method: string; url: string; params: unknown; headers: Record<string, unknown>; body: unknown }[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push({
      method: config.method ?? "get",
      url: config.url ?? "",
      params: config.params,
      headers: config.headers.toJSON(),
      body: typeof config.data === "string" ? JSON.parse(config.data) : undefined,
    });
    if (status >= 400) throw Object.assign(new Error(String(status)), { isAxiosError: true, response: { status, data } });
    return { data, status, statusText: "", headers: {}, config };
  };
  return { api: createApiClient({ baseURL: "/api", adapter }), requests };
}

describe("account calls (docs/api-contract.md)", () => {
  it("§7 getCookieData sends type, format and cookie_id in data=", async () => {
    const { api, requests } = recordingClient(200, { cookie_id: "c", vin: { data: [] } });
    await api.getCookieData({ type: "vin,search", format: "partial", cookie_id: "abc123abc123abc123" });
    expect(requests[0]).toMatchObject({
      method: "get",
      url: "/get_cookie_data",
      params: { data: "type=vin%2Csearch&format=partial&cookie_id=abc123abc123abc123" },
    });
  });

  it("submitLead sends the Idempotency-Key header with the lead", async () => {
    const { api, requests } = recordingClient(200, { status: 1, message: "sent", lead_id: 3 });
    const lead = { name: "Ann Lee", email: "a@b.co", zip: "94103", interest: "Test drive", vin: "1HGCM82633A004352", source: "desktop", page: "home" } as const;
    expect((await api.submitLead(lead, "k-1")).lead_id).toBe(3);
    expect(requests[0]).toMatchObject({ method: "post", url: "/leads", body: lead, headers: { "Idempotency-Key": "k-1" } });
  });

  it("builds the documented paths and methods, encoding path parameters", async () => {
    const { api, requests } = recordingClient();
    await api.removeUserVin("1HGCM82633A004352");
    await api.removeUserSearch("a/b");
    await api.clearUserSearches();
    await api.updateDetails({ phone: "555-123-4567" });
    await api.setCommunicationPreference({ enabled: true });
    await api.requestPayment();
    await api.unsubscribePriceDrop("tok");
    await api.stopUserAlert(7);
    await api.setSearchDigest({ search_url: "/used-cars", email_digest: false });
    await api.signOut();
    expect(requests.map((r) => [r.method, r.url])).toEqual([
      ["delete", "/user/saved/vins/1HGCM82633A004352"],
      ["delete", "/user/saved/searches/a%2Fb"],
      ["delete", "/user/saved/searches"],
      ["put", "/user/me"],
      ["put", "/user/communication"],
      ["post", "/user/payment-request"],
      ["get", "/alerts/unsubscribe"],
      ["delete", "/user/alerts/7"],
      ["put", "/user/saved/searches/digest"],
      ["post", "/auth/sign-out"],
    ]);
    // Every read sends its keys as §7's data= list (callOperation); the API reads it as it reads the emailed ?token= link.
    expect(requests[6]?.params).toEqual({ data: "token=tok" });
  });

  it("§7 reads and tracking calls answer null on failure; writes throw for the store to show", async () => {
    const { api } = recordingClient(401, { status: 0, message: "Unauthorized" });
    await expect(api.getUserSaved()).resolves.toBeNull();
    await expect(api.getSiteConfig()).resolves.toBeNull();
    await expect(api.trackClick({ a: 1 })).resolves.toBeNull();
    await expect(api.trackEvent({ name: "zippop_closed" })).resolves.toBeNull();
    await expect(api.signIn({ email: "a@b.co", password: "x" })).rejects.toMatchObject({ response: { data: { message: "Unauthorized" } } });
  });

  it("§7 an empty tracking answer reads as null", async () => {
    const { api } = recordingClient(200, "");
    await expect(api.trackListing({ vin: "x" })).resolves.toBeNull();
    await expect(api.trackCampaign({ id: 1 })).resolves.toBeNull();
  });
});
