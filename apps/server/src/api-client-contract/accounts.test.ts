import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrorMessage, createApiClient, type ApiClientOptions } from "@carmarket/api-client";
import {
  ALERT_MESSAGES,
  DIGEST_MESSAGES,
  emailedToken,
  insertDealer,
  insertListing,
  leadEmailsAgainstAdfDtd,
  startTestServer,
  TEST_PASSWORD,
  testVin,
  type TestServer,
} from "@carmarket/api/testing";
import { injectAdapter } from "./inject-adapter.js";

describe("@carmarket/api-client account calls against the API", () => {
  let server: TestServer;
  const seen: { sessionToken?: string } = {};
  const vin = testVin(50);
  // The session only travels in a Set-Cookie the client never exposes; the tests read it here.
  const recordSession = (response: { cookies: { name: string; value: string }[] }) => {
    const session = response.cookies.find((cookie) => cookie.name === "user-jwt-token");
    if (session) seen.sessionToken = session.value;
  };
  const client = (options: Partial<ApiClientOptions> = {}) =>
    createApiClient({ baseURL: "/api", adapter: injectAdapter(server.app, recordSession), ...options });

  beforeAll(async () => {
    server = await startTestServer();
    await insertListing(server.db, vin, await insertDealer(server.db, "d@dealer.example"));
  });
  afterAll(() => server.close());

  it("visitor saves, sign-up, verification, sign-in with merge, then the account's saved list", async () => {
    const visitor = client();
    const saved = await visitor.saveCookieData({ type: "vin", data: vin });
    expect(saved.message).toBe("Vin saved successfully!");
    const cookieId = saved.cookie_id;
    const lists = await client({ cookieId }).getCookieData({ type: "vin,search", format: "partial", cookie_id: cookieId });
    expect(lists?.vin?.data).toEqual([vin]);

    await visitor.signUp({ first_name: "Ada", last_name: "Lovelace", email: "client@example.com", password: TEST_PASSWORD, confirm_password: TEST_PASSWORD });
    await visitor.verifyEmail({ token: await emailedToken(server.app, "client@example.com", "/verify-email") });
    const refused = await visitor.signIn({ email: "client@example.com", password: "Wrong@Pass1" }).catch((error: unknown) => error);
    expect(apiErrorMessage(refused)).toBe("Unauthorized");
    const answer = await visitor.signIn({ email: "client@example.com", password: TEST_PASSWORD, cookie_id: cookieId });
    expect(answer).toMatchObject({ token: expect.any(String), error: null, is_email_verified: true });

    // Server rendering forwards the HttpOnly cookie's value as the bearer token.
    expect(seen.sessionToken).not.toBe(answer.token);
    const account = client({ token: seen.sessionToken });
    expect((await account.getUserSaved())?.vins.map((v) => v.vin_id)).toEqual([vin]);
    expect((await account.getMe())?.email).toBe("client@example.com");
    expect((await account.removeUserVin(vin)).save_car_count).toBe(0);
    expect(await visitor.getUserSaved()).toBeNull();
  });

  it("the account's price-drop alerts and a saved search's emails", async () => {
    const account = client({ token: seen.sessionToken });
    await client().subscribePriceDrop({ vin, email: "client@example.com" });
    const alerts = (await account.getUserAlerts())?.alerts ?? [];
    expect(alerts.map((alert) => alert.vin)).toEqual([vin]);
    expect((await account.stopUserAlert(alerts[0]!.id)).message).toBe(ALERT_MESSAGES.unsubscribed);
    expect((await account.getUserAlerts())?.alerts).toEqual([]);

    await account.saveUserSearch({ search_url: "/used-cars/honda" });
    expect((await account.setSearchDigest({ search_url: "/used-cars/honda", email_digest: false })).message).toBe(DIGEST_MESSAGES.off);
    expect((await account.getUserSaved())?.searches).toEqual([expect.objectContaining({ search_url: "/used-cars/honda", email_digest: false })]);
  });

  it("submitLead retried with one Idempotency-Key makes one lead", async () => {
    const body = { name: "Grace Hopper", email: "grace@example.com", zip: "94103", interest: "Test drive", vin, source: "mobile", page: "home" } as const;
    const first = await client().submitLead(body, "client-key-1");
    const retry = await client().submitLead(body, "client-key-1");
    expect(retry).toEqual(first);
    expect(await server.db.selectFrom("leads").select("id").execute()).toHaveLength(1);
    expect(await leadEmailsAgainstAdfDtd(server.db)).toEqual([{ to: "d@dealer.example", errors: "" }]);
  });

  it("site config, tracking and feedback", async () => {
    expect((await client().getSiteConfig())?.zip_popup).toBe("1");
    expect(await client().trackEvent({ name: "vin_clicked", vin_id: vin })).toEqual({ status: 1 });
    expect(await client().trackClick({ nope: "x".repeat(5000) })).toBeNull();
    expect((await client().sendVinFeedback({ vin, reason: "Incorrect PRICE" })).status).toBe(1);
  });
});
