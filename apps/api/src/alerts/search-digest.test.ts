import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIGEST_MESSAGES } from "../routes/accounts/alert-routes.js";
import { insertDealer, insertListing, mailbox, signUpForm, signUpVerified, startTestServer, testVin, type TestServer } from "../test/account-test-kit.js";
import { ListingIndex } from "../search/listing-index/listing-index.js";
import { savedSearchFilters, sendSearchDigests } from "./search-digest.js";

describe("saved-search filters", () => {
  it("reads the search a saved site URL holds, newest first", () => {
    expect(savedSearchFilters("/used-cars/honda/accord?zip=94103&radius=100&color=Red&color=Blue&pagination=3")).toMatchObject({
      condition: ["used"],
      brand_slug: ["honda"],
      model_slug: ["accord"],
      zip: "94103",
      radius: 100,
      color: ["Red", "Blue"],
      sort: "newest",
      page: 1,
    });
  });

  it("is null for a URL that is not a search or holds a value the search refuses", () => {
    expect(savedSearchFilters("/news/latest")).toBeNull();
    expect(savedSearchFilters("/used-cars?year=1800")).toBeNull();
  });
});

describe("saved-search digest emails", () => {
  let server: TestServer;
  let dealer: number;
  let cookie: string;
  const email = "digest@example.com";
  const searchUrl = "/used-cars/honda/accord";
  // An index of its own, as another process would have: it sees the cars the tests add through the API.
  let index: ListingIndex;
  const run = () => sendSearchDigests({ db: server.db, index }, { origin: "https://carmarket.test" });
  // A day goes by: everything the database remembers moves 25 hours into the past.
  const passDay = async () => {
    await sql`update listings set created_at = created_at - interval '25 hours'`.execute(server.db);
    await sql`update user_saved_searches set digest_checked_at = digest_checked_at - interval '25 hours'`.execute(server.db);
  };
  const digests = async () => (await mailbox(server.app)).filter((m) => m.kind === "search_digest");
  const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: object, headers: Record<string, string> = {}) =>
    server.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}), headers });

  beforeAll(async () => {
    server = await startTestServer();
    index = await ListingIndex.open(server.db);
    dealer = await insertDealer(server.db, "sales@dealer.example");
    await insertListing(server.db, testVin(40), dealer);
    cookie = await signUpVerified(server.app, email);
    await inject("POST", "/user/saved/searches", { search_url: searchUrl }, { cookie });
    // An account whose address nobody confirmed saves the same search.
    await inject("POST", "/auth/sign-up", signUpForm("unverified@example.com"));
    const unverified = await inject("POST", "/auth/sign-in", { email: "unverified@example.com", password: signUpForm("x").password });
    const unverifiedCookie = unverified.cookies.find((c) => c.name === "user-jwt-token");
    if (unverifiedCookie) await inject("POST", "/user/saved/searches", { search_url: searchUrl }, { cookie: `user-jwt-token=${unverifiedCookie.value}` });
  });
  afterAll(() => server.close());

  it("a saved search emails nothing before a day has passed", async () => {
    await insertListing(server.db, testVin(41), dealer, { price: 19_900 });
    expect(await run()).toEqual({ emails: 0, searches: 0 });
  });

  it("after a day, one email lists the cars listed since the search was saved, to verified addresses only", async () => {
    await passDay();
    expect(await run()).toEqual({ emails: 1, searches: 1 });
    const [digest, ...others] = await digests();
    expect(others).toEqual([]);
    expect(digest!.to_address).toBe(email);
    expect(digest!.subject).toBe("1 new car matches your saved search");
    expect(digest!.text).toContain("Used Cars › Honda › Accord: 1 new");
    expect(digest!.text).toContain("2021 Honda Accord EX · $19,900 · 31,000 mi");
    expect(digest!.text).toContain(`https://carmarket.test/vin/${testVin(41)}`);
    expect(digest!.text).not.toContain(testVin(40));
    expect(digest!.text).toContain(`See all: https://carmarket.test${searchUrl}`);
    expect(digest!.text).toMatch(/https:\/\/carmarket\.test\/api\/alerts\/search-digest\/unsubscribe\?token=[A-Za-z0-9_-]+/);
  });

  it("announces a car once: the next day's run without new cars sends nothing", async () => {
    await passDay();
    expect(await run()).toEqual({ emails: 0, searches: 1 });
    expect(await digests()).toHaveLength(1);
  });

  it("the emailed link stops that search's emails without signing in; the search stays saved", async () => {
    const token = (await digests())[0]!.text.match(/search-digest\/unsubscribe\?token=([A-Za-z0-9_-]+)/)![1]!;
    const stop = await inject("GET", `/alerts/search-digest/unsubscribe?token=${token}`);
    expect(stop.json()).toEqual({ status: 1, message: DIGEST_MESSAGES.off });
    const page = await inject("GET", `/alerts/search-digest/unsubscribe?token=${token}`, undefined, { accept: "text/html" });
    expect([page.statusCode, page.body.includes(DIGEST_MESSAGES.off)]).toEqual([200, true]);
    const bad = await inject("GET", "/alerts/search-digest/unsubscribe?token=nope");
    expect([bad.statusCode, bad.json().message]).toEqual([400, DIGEST_MESSAGES.badToken]);

    await insertListing(server.db, testVin(42), dealer);
    await passDay();
    expect(await run()).toEqual({ emails: 0, searches: 0 });
    const saved = (await inject("GET", "/user/saved", undefined, { cookie })).json();
    expect(saved.searches).toEqual([expect.objectContaining({ search_url: searchUrl, email_digest: false })]);
  });

  it("the account turns a search's emails back on, and only for its own saved searches", async () => {
    const on = await inject("PUT", "/user/saved/searches/digest", { search_url: searchUrl, email_digest: true }, { cookie });
    expect(on.json()).toEqual({ status: 1, message: DIGEST_MESSAGES.on });
    const unknown = await inject("PUT", "/user/saved/searches/digest", { search_url: "/new-cars", email_digest: true }, { cookie });
    expect(unknown.statusCode).toBe(404);
    expect((await inject("PUT", "/user/saved/searches/digest", { search_url: searchUrl, email_digest: "yes" }, { cookie })).statusCode).toBe(400);
    expect((await inject("PUT", "/user/saved/searches/digest", { search_url: searchUrl, email_digest: true })).statusCode).toBe(401);

    await insertListing(server.db, testVin(43), dealer);
    await passDay();
    expect(await run()).toEqual({ emails: 1, searches: 1 });
    expect((await digests())[0]!.subject).toBe("2 new cars match your saved search");
  });

  it("#14 two instances running the digest at once send it once", async () => {
    await insertListing(server.db, testVin(44), dealer);
    await passDay();
    const before = (await digests()).length;
    const runs = await Promise.all([run(), run(), run()]);
    expect(runs.reduce((sum, { emails }) => sum + emails, 0)).toBe(1);
    expect(runs.reduce((sum, { searches }) => sum + searches, 0)).toBe(1);
    expect(await digests()).toHaveLength(before + 1);
  });
});
