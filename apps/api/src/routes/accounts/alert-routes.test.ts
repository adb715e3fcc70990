import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORM_MESSAGES } from "@carmarket/validation";
import { queuePriceDropEmails } from "../../alerts/price-drop.js";
import { ALERT_MESSAGES } from "./alert-routes.js";
import { insertDealer, insertListing, mailbox, startTestServer, testVin, type TestServer } from "../../test/account-test-kit.js";

describe("price-drop alerts", () => {
  let server: TestServer;
  const vin = testVin(20);
  const subscribe = (payload: object) => server.app.inject({ method: "POST", url: "/api/alerts/price-drop", payload });

  beforeAll(async () => {
    server = await startTestServer();
    await insertListing(server.db, vin, await insertDealer(server.db, "d@dealer.example"));
  });
  afterAll(() => server.close());

  it("subscribes once per email and VIN (any case)", async () => {
    expect((await subscribe({ vin, email: "fan@example.com" })).json()).toEqual({ status: 1, message: ALERT_MESSAGES.subscribed });
    expect((await subscribe({ vin: vin.toLowerCase(), email: "FAN@example.com" })).statusCode).toBe(200);
    await subscribe({ vin, email: "second@example.com" });
    const rows = await server.db.selectFrom("price_drop_subscriptions").select("email").orderBy("id").execute();
    expect(rows.map((r) => r.email)).toEqual(["fan@example.com", "second@example.com"]);
  });

  it("refuses a bad email, an unknown VIN and a malformed VIN", async () => {
    expect((await subscribe({ vin, email: "<script>@x" })).json()).toEqual({ status: 0, message: LEAD_FORM_MESSAGES.invalidEmail });
    expect((await subscribe({ vin: testVin(21), email: "fan@example.com" })).statusCode).toBe(404);
    expect((await subscribe({ vin: "'; delete from listings; --", email: "fan@example.com" })).statusCode).toBe(400);
  });

  it("queuePriceDropEmails queues one email per subscriber, only when the price fell", async () => {
    expect(await queuePriceDropEmails(server.db, { vin, oldPrice: 23_500, newPrice: 24_000 })).toBe(0);
    expect(await queuePriceDropEmails(server.db, { vin, oldPrice: 23_500, newPrice: 21_900 })).toBe(2);
    const alerts = (await mailbox(server.app)).filter((m) => m.kind === "price_drop");
    expect(alerts.map((m) => m.to_address).sort()).toEqual(["fan@example.com", "second@example.com"]);
    expect(alerts[0]!.subject).toBe("Price drop: 2021 Honda Accord EX is now $21,900");
    expect(alerts[0]!.text).toContain("dropped by $1,600");
    expect(alerts[0]!.text).toMatch(/\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]+/);
  });

  it("the emailed unsubscribe link works without signing in, once", async () => {
    const alert = (await mailbox(server.app)).find((m) => m.kind === "price_drop" && m.to_address === "fan@example.com")!;
    const token = alert.text.match(/unsubscribe\?token=([A-Za-z0-9_-]+)/)![1]!;
    const first = await server.app.inject({ method: "GET", url: `/api/alerts/unsubscribe?token=${token}` });
    expect(first.json()).toEqual({ status: 1, message: ALERT_MESSAGES.unsubscribed });
    const again = await server.app.inject({ method: "GET", url: `/api/alerts/unsubscribe?data=${encodeURIComponent(`token=${token}`)}` });
    expect(again.json()).toEqual({ status: 0, message: ALERT_MESSAGES.badToken });
    expect((await server.app.inject({ method: "GET", url: "/api/alerts/unsubscribe" })).statusCode).toBe(400);
    const page = await server.app.inject({ method: "GET", url: `/api/alerts/unsubscribe?token=${token}`, headers: { accept: "text/html,*/*" } });
    expect([page.statusCode, page.headers["content-type"]]).toEqual([400, "text/html; charset=utf-8"]);
    expect(page.body).toContain(`<p>${ALERT_MESSAGES.badToken}</p>`);
    expect(await queuePriceDropEmails(server.db, { vin, oldPrice: 21_900, newPrice: 20_000 })).toBe(1);
  });
});
