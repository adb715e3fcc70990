import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALERT_MESSAGES } from "./alert-routes.js";
import { insertDealer, insertListing, signUpVerified, startTestServer, testVin, type TestServer } from "../../test/account-test-kit.js";
import { USER_ALERT_MESSAGES } from "./user-alert-routes.js";

describe("a signed-in shopper's price-drop alerts", () => {
  let server: TestServer;
  let cookie: string;
  const [followed, sold] = [testVin(60), testVin(61)];
  const inject = (method: "GET" | "POST" | "DELETE", url: string, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers });

  beforeAll(async () => {
    server = await startTestServer();
    const dealer = await insertDealer(server.db, "sales@dealer.example");
    await insertListing(server.db, followed, dealer, { price: 21_000 });
    await insertListing(server.db, sold, dealer, { isSold: true, condition: "new" });
    cookie = await signUpVerified(server.app, "follower@example.com");
    // Subscribed before signing up, with other capitals: the alerts follow the address.
    await inject("POST", "/alerts/price-drop", { vin: followed, email: "Follower@Example.com" });
    await inject("POST", "/alerts/price-drop", { vin: sold, email: "follower@example.com" });
    await inject("POST", "/alerts/price-drop", { vin: followed, email: "someone.else@example.com" });
  });
  afterAll(() => server.close());

  it("lists the alerts sent to the account's verified address, newest first, sold cars marked", async () => {
    const response = await inject("GET", "/user/alerts", undefined, { cookie });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.is_email_verified).toBe(true);
    expect(body.alerts.map((a: { vin: string; is_sold: boolean; is_new: boolean }) => [a.vin, a.is_sold, a.is_new])).toEqual([
      [sold, true, true],
      [followed, false, false],
    ]);
    expect(body.alerts[1]).toMatchObject({ vin_name: "2021 Honda Accord EX", price: 21_000, url: `/vin/${followed}` });
  });

  it("stops one alert, and never another address's", async () => {
    const others = await server.db
      .selectFrom("price_drop_subscriptions")
      .select("id")
      .where("email", "=", "someone.else@example.com")
      .executeTakeFirstOrThrow();
    const notMine = await inject("DELETE", `/user/alerts/${others.id}`, undefined, { cookie });
    expect([notMine.statusCode, notMine.json().message]).toEqual([404, USER_ALERT_MESSAGES.alertNotFound]);

    const [mine] = (await inject("GET", "/user/alerts", undefined, { cookie })).json().alerts;
    const stop = await inject("DELETE", `/user/alerts/${mine.id}`, undefined, { cookie });
    expect(stop.json()).toEqual({ status: 1, message: ALERT_MESSAGES.unsubscribed });
    expect((await inject("DELETE", `/user/alerts/${mine.id}`, undefined, { cookie })).statusCode).toBe(404);
    expect((await inject("GET", "/user/alerts", undefined, { cookie })).json().alerts).toHaveLength(1);
  });

  it("refuses a bad id and a visitor without a session", async () => {
    expect((await inject("DELETE", "/user/alerts/abc", undefined, { cookie })).statusCode).toBe(400);
    expect((await inject("GET", "/user/alerts")).statusCode).toBe(401);
  });

  it("shows no alerts while the account's address is unverified", async () => {
    await server.db.updateTable("users").set({ email_verified_at: null }).where("email", "=", "follower@example.com").execute();
    expect((await inject("GET", "/user/alerts", undefined, { cookie })).json()).toEqual({ is_email_verified: false, alerts: [] });
  });
});
