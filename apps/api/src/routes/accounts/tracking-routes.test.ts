import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROBLEM_REPORT_REASONS } from "@carmarket/validation";
import { sql } from "kysely";
import { EVENT_MESSAGES } from "@carmarket/contract";
import { TRACKING_MESSAGES } from "./tracking-routes.js";
import { insertDealer, insertListing, startTestServer, testVin, type TestServer } from "../../test/account-test-kit.js";

describe("tracking (§7 /interact/*, analytics events)", () => {
  let server: TestServer;
  const vin = testVin(30);
  let caller = 0;
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url: `/api${url}`, payload: payload as object, headers, remoteAddress: `10.1.0.${++caller % 250}` });
  const events = () => server.db.selectFrom("events").select(["kind", "name", "payload", "cookie_id"]).orderBy("id").execute();

  beforeAll(async () => {
    server = await startTestServer();
    await insertListing(server.db, vin, await insertDealer(server.db, "d@dealer.example"));
  });
  afterAll(() => server.close());

  it("stores click, listing and campaign payloads with the visitor's cookie id", async () => {
    const cookieId = "0123456789abcdef0123456789abcdef";
    for (const kind of ["click", "listing", "campaign"]) {
      const response = await post(`/interact/${kind}`, { vin, position: 3 }, { "x-cookie-id": cookieId });
      expect(response.json()).toEqual({ status: 1 });
    }
    expect(await events()).toEqual(["click", "listing", "campaign"].map((kind) => ({ kind, name: null, payload: { vin, position: 3 }, cookie_id: cookieId })));
  });

  it("refuses payloads that are not objects or are larger than the bound", async () => {
    expect((await post("/interact/click", [1, 2])).json()).toEqual({ status: 0, message: EVENT_MESSAGES.payload });
    expect((await post("/interact/click", { blob: "x".repeat(5000) })).json()).toEqual({ status: 0, message: EVENT_MESSAGES.tooLarge });
  });

  it("§3 vin feedback takes only the problem-report reasons", async () => {
    expect((await post("/interact/vinfeedback", { vin, reason: "Incorrect PRICE", comment: "<b>$1</b>" })).json()).toEqual({
      status: 1,
      message: TRACKING_MESSAGES.feedback,
    });
    expect((await post("/interact/vinfeedback", { vin, reason: "Too expensive" })).statusCode).toBe(400);
    expect((await post("/interact/vinfeedback", { vin: testVin(31), reason: "Other" })).statusCode).toBe(404);
    for (const reason of PROBLEM_REPORT_REASONS) expect((await post("/interact/vinfeedback", { vin, reason })).statusCode).toBe(200);
    const stored = (await events()).filter((e) => e.kind === "vinfeedback");
    expect(stored[0]).toMatchObject({ name: "Incorrect PRICE", payload: { vin, reason: "Incorrect PRICE", comment: "<b>$1</b>" } });
  });

  it("§7 analytics events: zip_submit (zipcode), zippop_closed, leadform_opened, vin_clicked (vin_id)", async () => {
    for (const event of [
      { name: "zip_submit", zipcode: "94103" },
      { name: "zippop_closed" },
      { name: "leadform_opened", vin_id: vin },
      { name: "vin_clicked", vin_id: vin },
    ]) {
      expect((await post("/interact/event", event)).json()).toEqual({ status: 1 });
    }
    expect((await post("/interact/event", { name: "zip_submit", zipcode: "9410" })).json()).toEqual({ status: 0, message: EVENT_MESSAGES.zip });
    expect((await post("/interact/event", { name: "page_hacked" })).json()).toEqual({ status: 0, message: EVENT_MESSAGES.name });
    const stored = (await events()).filter((e) => e.kind === "event");
    expect(stored.map((e) => e.name)).toEqual(["zip_submit", "zippop_closed", "leadform_opened", "vin_clicked"]);
    expect(stored[0]!.payload).toEqual({ zipcode: "94103" });
    // The store sends the VIN as vin_id on both listing events; a dropped field would lose it silently.
    expect(stored[2]!.payload).toEqual({ vin_id: vin });
  });

  it("#17 search_query keeps the filters, and the typed words only when they hold no email or phone number (fast-check)", async () => {
    const filters = { condition: "used", brand_slug: "honda", body_type: ["suv"] };
    expect((await post("/interact/event", { name: "search_query", filters, text: "used honda suv" })).json()).toEqual({ status: 1 });
    const contact = fc.oneof(fc.emailAddress(), fc.constantFrom("(555) 123-4567", "+1 555.123.4567", "5551234567", "call 555-1234"));
    const words = fc.stringMatching(/^[a-z ]{0,30}$/);
    await fc.assert(
      fc.asyncProperty(words, contact, words, async (before, details, after) => {
        expect((await post("/interact/event", { name: "search_query", filters, text: `${before} ${details} ${after}` })).json()).toEqual({ status: 1 });
      }),
      { numRuns: 40 },
    );
    expect((await post("/interact/event", { name: "search_query", filters: { colour: "red" } })).json()).toEqual({
      status: 0,
      message: EVENT_MESSAGES.filters,
    });
    const stored = (await events()).filter((e) => e.name === "search_query");
    expect(stored[0]!.payload).toEqual({ filters, text: "used honda suv" });
    expect(stored.slice(1).map((e) => e.payload)).toEqual(stored.slice(1).map(() => ({ filters })));
  });

  it("events are append-only", async () => {
    await expect(sql`update events set name = 'x'`.execute(server.db)).rejects.toThrow(/append-only/);
  });

  it("limits one address to 120 tracking calls a minute", async () => {
    const statuses = [];
    for (let i = 0; i < 121; i++) {
      statuses.push((await server.app.inject({ method: "POST", url: "/api/interact/click", payload: {}, remoteAddress: "192.0.2.99" })).statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
