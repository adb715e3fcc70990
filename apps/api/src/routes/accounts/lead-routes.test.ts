import { XMLParser } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_FORM_MESSAGES } from "@carmarket/validation";
import { LEAD_MESSAGES } from "../../leads/submit-lead.js";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "./rate-limits.js";
import { insertDealer, insertListing, leadEmailsAgainstAdfDtd, mailbox, startTestServer, testVin, type TestServer } from "../../test/account-test-kit.js";

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_" });

const vin = testVin(10);
const otherVin = testVin(11);
const baseLead = {
  name: "Grace Hopper",
  first_name: "Grace",
  last_name: "Hopper",
  email: "grace@example.com",
  phone: "(555) 123-4567",
  zip: "94103",
  interest: "Is it still available? <b>Test drive</b> & trade-in",
  vin,
  source: "desktop",
  page: "single_vin",
  selectedVins: [],
};

describe("POST /api/leads (§3 Lead data, §5 lead form)", () => {
  let server: TestServer;
  const lead = baseLead;
  const submit = (body: object, key?: string) =>
    server.app.inject({ method: "POST", url: "/api/leads", payload: body, headers: key ? { "idempotency-key": key } : {} });

  beforeAll(async () => {
    server = await startTestServer();
    const dealer = await insertDealer(server.db, "leads@first-dealer.example");
    const otherDealer = await insertDealer(server.db, "leads@other-dealer.example");
    await insertListing(server.db, vin, dealer, { price: 24_990 });
    await insertListing(server.db, otherVin, otherDealer);
    await insertListing(server.db, testVin(12), dealer, { isSold: true });
  });
  afterAll(() => server.close());

  it("stores the lead and emails the listing's dealer only an ADF/XML 1.0 lead", async () => {
    const response = await submit(lead);
    expect(response.statusCode).toBe(200);
    const receipt = response.json();
    expect(receipt).toEqual({ status: 1, message: LEAD_MESSAGES.sent, lead_id: expect.any(Number) });
    const stored = await server.db.selectFrom("leads").selectAll().where("id", "=", receipt.lead_id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ vin, email: "grace@example.com", source: "desktop", page: "single_vin", zip: "94103" });

    const emails = (await mailbox(server.app)).filter((m) => m.kind === "lead");
    expect(emails.map((m) => m.to_address)).toEqual(["leads@first-dealer.example"]);
    const text = emails[0]!.text;
    expect(text.split("\n").slice(0, 2)).toEqual(['<?xml version="1.0" encoding="UTF-8"?>', '<?ADF VERSION "1.0"?>']);
    const prospect = parser.parse(text).adf.prospect;
    expect(prospect.id["#text"]).toBe(receipt.lead_id);
    expect(new Date(prospect.requestdate).toString()).not.toBe("Invalid Date");
    expect(prospect.vehicle).toMatchObject({ vin, year: 2021, make: "Honda", model: "Accord" });
    expect(prospect.vehicle.price).toMatchObject({ "#text": 24_990, "@_type": "asking", "@_currency": "USD" });
    expect(prospect.customer.contact.name.map((n: { "#text": string }) => n["#text"])).toEqual(["Grace", "Hopper"]);
    expect(prospect.customer.contact).toMatchObject({ email: "grace@example.com", phone: { "#text": "(555) 123-4567" } });
    // Markup in the shopper's text is escaped in the XML and reads back as the same text.
    expect(prospect.customer.comments).toBe(`${lead.interest} (Check Availability from single_vin, desktop; ZIP 94103)`);
    expect(text).toContain("&lt;b&gt;Test drive&lt;/b&gt; &amp; trade-in");
    expect(prospect.vendor.contact.email).toBe("leads@first-dealer.example");
    expect(prospect.vendor.vendorname).toMatch(/^Dealer \d+ & Sons$/);
  });

  it("a retried submit with the same Idempotency-Key makes one lead and the same answer", async () => {
    const first = await submit({ ...lead, vin: otherVin }, "key-123e4567-e89b");
    const retry = await submit({ ...lead, vin: otherVin }, "key-123e4567-e89b");
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const leads = await server.db.selectFrom("leads").select("id").where("vin", "=", otherVin).execute();
    expect(leads).toHaveLength(1);
    expect((await mailbox(server.app)).filter((m) => m.to_address === "leads@other-dealer.example")).toHaveLength(1);
    const reused = await submit({ ...lead, vin: otherVin, interest: "Something else" }, "key-123e4567-e89b");
    expect([reused.statusCode, reused.json().message]).toEqual([422, LEAD_MESSAGES.keyReused]);
    expect((await submit(lead, "bad key with spaces")).statusCode).toBe(400);
  });

  it("§5 refuses invalid fields with the form's messages, and stores nothing", async () => {
    const before = (await server.db.selectFrom("leads").select("id").execute()).length;
    // Its own address, so these refusals do not spend the other tests' per-email budget.
    const lead = { ...baseLead, email: "cases@example.com" };
    const cases: [object, string][] = [
      [{ ...lead, name: "R0bert'); DROP TABLE leads;--" }, LEAD_FORM_MESSAGES.invalidName],
      [{ ...lead, zip: "1234" }, LEAD_FORM_MESSAGES.invalidZip],
      [{ ...lead, email: "not-an-email" }, LEAD_FORM_MESSAGES.invalidEmail],
      [{ ...lead, phone: "12" }, LEAD_FORM_MESSAGES.invalidPhone],
      [{ ...lead, interest: " " }, LEAD_FORM_MESSAGES.requiredInterest],
      [{ ...lead, source: "tablet" }, LEAD_FORM_MESSAGES.source],
      [{ ...lead, page: "elsewhere" }, LEAD_FORM_MESSAGES.page],
      [{ ...lead, zip: 94103 }, LEAD_FORM_MESSAGES.invalidZip],
      [{ ...lead, interest: "x".repeat(5000) }, "A field is too long."],
    ];
    for (const [body, message] of cases) {
      const response = await submit(body);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect(await server.db.selectFrom("leads").select("id").execute()).toHaveLength(before);
  });

  it("unknown VIN → 404, sold car → 409", async () => {
    const unknown = await submit({ ...lead, vin: testVin(77) });
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, LEAD_MESSAGES.unknownVin]);
    const sold = await submit({ ...lead, vin: testVin(12) });
    expect([sold.statusCode, sold.json().message]).toEqual([409, LEAD_MESSAGES.sold]);
  });

  // Runs last, so it sees every lead this file sent.
  it("every lead emailed above validates against the ADF 1.0 DTD (xmllint)", async () => {
    const checked = await leadEmailsAgainstAdfDtd(server.db);
    expect(checked.length).toBeGreaterThanOrEqual(2);
    expect(checked.filter((lead) => lead.errors !== "")).toEqual([]);
  });
});

describe("POST /api/leads abuse limits (issue #12)", () => {
  let server: TestServer;
  let dealerId: number;
  const submitFrom = (remoteAddress: string, body: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method: "POST", url: "/api/leads", payload: body, headers, remoteAddress });
  const leadCount = async (filter: { vin: string }) => (await server.db.selectFrom("leads").select("id").where("vin", "=", filter.vin).execute()).length;
  const dealerEmails = async () => (await mailbox(server.app)).filter((m) => m.kind === "lead" && m.to_address === "abuse@dealer.example");

  beforeAll(async () => {
    server = await startTestServer();
    dealerId = await insertDealer(server.db, "abuse@dealer.example");
    for (const n of [20, 21, 22, 23]) await insertListing(server.db, testVin(n), dealerId);
  });
  afterAll(() => server.close());

  it("5 identical leads without an Idempotency-Key make 1 lead and 1 dealer email, each answered as the first", async () => {
    const body = { ...baseLead, vin: testVin(20), email: "Repeat@Example.com" };
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await submitFrom("198.51.100.1", i === 4 ? { ...body, email: "repeat@example.com" } : body));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const first = answers[0]!.json();
    expect(first).toEqual({ status: 1, message: LEAD_MESSAGES.sent, lead_id: expect.any(Number) });
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(await leadCount({ vin: testVin(20) })).toBe(1);
    expect(await dealerEmails()).toHaveLength(1);
  });

  it("a repeat with a new Idempotency-Key within 24 hours answers the first lead; after 24 hours it is a new lead", async () => {
    const body = { ...baseLead, vin: testVin(21), email: "keyed@example.com" };
    const first = (await submitFrom("198.51.100.2", body, { "idempotency-key": "first-key-0001" })).json();
    const again = await submitFrom("198.51.100.2", body, { "idempotency-key": "second-key-0002" });
    expect(again.json()).toEqual(first);
    expect(await leadCount({ vin: testVin(21) })).toBe(1);
    // The first key still replays the same lead (ADR 053).
    expect((await submitFrom("198.51.100.2", body, { "idempotency-key": "first-key-0001" })).json()).toEqual(first);

    await server.db
      .updateTable("leads")
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60_000) })
      .where("id", "=", first.lead_id)
      .execute();
    const later = (await submitFrom("198.51.100.2", body)).json();
    expect(later.lead_id).not.toBe(first.lead_id);
    expect(await leadCount({ vin: testVin(21) })).toBe(2);
  });

  it("30 leads from one address: the per-address budget refuses the 21st with 429 and Retry-After, and stores none of the refused", async () => {
    const answers = [];
    for (let i = 0; i < 30; i += 1) answers.push(await submitFrom("198.51.100.3", { ...baseLead, vin: testVin(22), email: `shopper${i}@example.com` }));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(200));
    expect(statuses.slice(20)).toEqual(Array(10).fill(429));
    expect(answers[20]!.json()).toEqual({ status: 0, message: TOO_MANY_ATTEMPTS_MESSAGE });
    expect(Number(answers[20]!.headers["retry-after"])).toBeGreaterThan(0);
    expect(await leadCount({ vin: testVin(22) })).toBe(20);
  });

  it("one email from 30 addresses: the per-email budget refuses the 11th", async () => {
    const statuses = [];
    for (let i = 0; i < 30; i += 1)
      statuses.push((await submitFrom(`203.0.113.${i + 1}`, { ...baseLead, vin: testVin(23), email: "mailbomb@example.com" })).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.slice(10)).toEqual(Array(20).fill(429));
  });

  // Runs last, so it sees every lead this describe sent.
  it("every lead emailed above validates against the ADF 1.0 DTD (xmllint)", async () => {
    const checked = await leadEmailsAgainstAdfDtd(server.db);
    expect(checked.length).toBeGreaterThanOrEqual(20);
    expect(checked.filter((lead) => lead.errors !== "")).toEqual([]);
  });
});
