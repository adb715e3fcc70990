import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signerFactory } from "@fastify/cookie";
import { FEEDBACK_MESSAGES, LEAD_FORM_MESSAGES, REVIEW_LIMITS } from "@carmarket/validation";
import { buildApiServer } from "../../app.js";
import { VISITOR_COOKIE } from "../../auth/visitor-cookie.js";
import { readConfig } from "../../config.js";
import { TOO_MANY_ATTEMPTS_MESSAGE, TOO_MANY_VOTES_MESSAGE } from "../accounts/rate-limits.js";
import { createCatalogTestApp, data, type CatalogTestApp } from "../../test/catalog-test-app.js";
import { REVIEW_MESSAGES } from "../research/review-moderation.js";
import { VOTE_NEEDS_COOKIE } from "./dealer-routes.js";

describe("dealers, reviews and votes", () => {
  let t: CatalogTestApp;
  let dealer: { id: number; zip: string };
  beforeAll(async () => {
    t = await createCatalogTestApp();
    dealer = await t.database.db.selectFrom("dealers").select(["id", "zip"]).orderBy("id").executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });
  const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: "POST", url, payload, headers });
  /** A visitor's cookie header: the one the API signs on a first vote (answered 428, ADR 217). */
  const visitorCookie = async (reviewId: number, remoteAddress = "192.0.2.10"): Promise<string> => {
    const first = await t.app.inject({ method: "POST", url: `/api/dealer-user-reviews/like/${reviewId}`, payload: { like: true }, remoteAddress });
    expect([first.statusCode, first.json().message]).toEqual([428, VOTE_NEEDS_COOKIE]);
    const cookie = first.cookies.find((c) => c.name === VISITOR_COOKIE);
    if (!cookie) throw new Error("no visitor cookie");
    return `${VISITOR_COOKIE}=${cookie.value}`;
  };
  const counts = (id: number) => t.database.db.selectFrom("dealer_reviews").select(["likes", "dislikes"]).where("id", "=", id).executeTakeFirstOrThrow();
  const reviewIds = async () => (await t.database.db.selectFrom("dealer_reviews").select("id").orderBy("id").execute()).map((r) => r.id);

  it("GET /dealers near a ZIP: nearest first with distance in metres", async () => {
    const body = (await get(`/api/dealers?${data({ zip: dealer.zip, radius: 100 })}`)).json();
    expect(body.count).toBeGreaterThan(0);
    expect(body.page_size).toBe(20);
    expect(body.dealers[0]).toMatchObject({ id: expect.any(Number), contact: expect.any(Object), inventory_count: expect.any(Number) });
    const distances = body.dealers.map((d: { distance: number }) => d.distance);
    expect(distances).toEqual([...distances].sort((a: number, b: number) => a - b));
    expect((await get(`/api/dealers?${data({ zip: "1" })}`)).json()).toEqual({ status: 0, message: "Invalid zipcode" });
  });

  it("§3 GET /dealers/{id}: dealer info and inventory count; unknown ids 404, non-numeric 400", async () => {
    const body = (await get(`/api/dealers/${dealer.id}`)).json();
    expect(body.dealer_info).toMatchObject({ name: expect.any(String), dealer_url: `/dealers/${dealer.id}`, zip: dealer.zip });
    expect(Object.keys(body.dealer_info.timing)).toHaveLength(7);
    expect((await get("/api/dealers/999999")).json()).toEqual({ status: 0, message: "Dealer not found." });
    expect((await get("/api/dealers/abc")).statusCode).toBe(400);
  });

  it("writes a clean review: published, listed first, counted in the rating; SQL-looking text stays plain text", async () => {
    const text = "Great service'; drop table dealers;-- and a fair price";
    const response = await post(`/api/dealers/${dealer.id}/reviews`, { rating: 5, title: "Nice lot", text, name: "Ann Lee", email: "ann@example.com" });
    expect(response.json()).toEqual({ status: 1, message: REVIEW_MESSAGES.dealerPublished, id: expect.any(Number), review_status: "published" });
    const list = (await get(`/api/dealers/${dealer.id}/reviews`)).json();
    expect(list.reviews[0]).toEqual({
      id: response.json().id,
      dealer_id: dealer.id,
      text,
      title: "Nice lot",
      author_name: "Ann Lee",
      rating: 5,
      likes: 0,
      dislikes: 0,
      created_at: expect.any(String),
    });
    const info = (await get(`/api/dealers/${dealer.id}`)).json();
    expect(info.rating_count).toBe(list.count);
  });

  it("ADR 218 markup, links and repeats by the same writer or address are held: said so, not listed, not counted, not votable", async () => {
    const before = (await get(`/api/dealers/${dealer.id}`)).json();
    const clean = {
      rating: 1,
      title: "Slow paperwork",
      text: "We waited three hours for the paperwork to be ready.",
      name: "Bo Chen",
      email: "bo@example.com",
    };
    const send = (body: object, remoteAddress: string) =>
      t.app.inject({ method: "POST", url: `/api/dealers/${dealer.id}/reviews`, payload: body, remoteAddress });
    expect((await send(clean, "192.0.2.80")).json().review_status).toBe("published");
    const heldBodies: [object, string][] = [
      [{ ...clean, email: "cy@example.com", title: "Great", text: "<img src=x onerror=alert(1)> best dealer in town, honestly" }, "192.0.2.81"],
      [{ ...clean, email: "di@example.com", title: "Deals", text: "Cheaper cars at www.cheap-cars-now.example every single day" }, "192.0.2.82"],
      [{ ...clean, email: "ed@example.com", title: "Deals", text: "Same cars for less, message me on t.me/cardeals today" }, "192.0.2.85"],
      [{ ...clean, name: "Someone Else", email: "fay@example.com" }, "192.0.2.80"],
      [{ ...clean, text: "  WE waited three hours for the paperwork   to be ready." }, "192.0.2.83"],
    ];
    const heldIds: number[] = [];
    for (const [body, address] of heldBodies) {
      const answer = (await send(body, address)).json();
      expect(answer).toEqual({ status: 1, message: REVIEW_MESSAGES.pending, id: expect.any(Number), review_status: "pending" });
      heldIds.push(answer.id);
    }
    const list = (await get(`/api/dealers/${dealer.id}/reviews`)).json();
    for (const id of heldIds) expect(list.reviews.some((r: { id: number }) => r.id === id)).toBe(false);
    const after = (await get(`/api/dealers/${dealer.id}`)).json();
    expect(after.rating_count).toBe(before.rating_count + 1);
    expect(list.count).toBe(after.rating_count);
    const notes = await t.database.db.selectFrom("dealer_reviews").select("moderation_note").where("id", "in", heldIds).orderBy("id").execute();
    expect(notes.map((n) => n.moderation_note)).toEqual([
      "Contains markup.",
      "Contains a link.",
      "Contains a link.",
      "Repeats an earlier review by the same writer or address.",
      "Repeats an earlier review by the same writer or address. Second review of this dealer from this email.",
    ]);
    const cookie = await visitorCookie(heldIds[0]!, "192.0.2.84");
    expect((await post(`/api/dealer-user-reviews/like/${heldIds[0]!}`, { like: true }, { cookie })).json()).toEqual({
      status: 0,
      message: "Review not found.",
    });
  });

  it("#25.3 dealer reviews are budgeted like car reviews: 20 an hour from one address, 10 from one email, then 429 with Retry-After", async () => {
    const review = (n: number, email: string) => ({
      rating: 4,
      title: `Visit ${n}`,
      text: `Visit number ${n} went smoothly from start to end.`,
      name: "Budget Tester",
      email,
    });
    const send = (body: object, remoteAddress: string) =>
      t.app.inject({ method: "POST", url: `/api/dealers/${dealer.id}/reviews`, payload: body, remoteAddress });
    const fromOneAddress = [];
    for (let n = 0; n < 25; n += 1) fromOneAddress.push(await send(review(n, `writer${n}@example.com`), "198.18.0.1"));
    expect(fromOneAddress.map((answer) => answer.statusCode)).toEqual([...Array<number>(20).fill(200), ...Array<number>(5).fill(429)]);
    expect(fromOneAddress[20]!.json()).toEqual({ status: 0, message: REVIEW_MESSAGES.tooMany });
    expect(Number(fromOneAddress[20]!.headers["retry-after"])).toBeGreaterThan(0);

    const fromOneEmail = [];
    for (let n = 0; n < 11; n += 1)
      fromOneEmail.push((await send(review(100 + n, n % 2 ? "Same.Writer@example.com" : "same.writer@example.com"), `198.18.1.${n + 1}`)).statusCode);
    expect(fromOneEmail).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it("#25.3 a second review of one dealer from one email waits for a moderator, as a car's does", async () => {
    const first = {
      rating: 5,
      title: "Second visit",
      text: "Came back for a second car and it went just as well.",
      name: "Gil Park",
      email: "gil@example.com",
    };
    expect(
      (await t.app.inject({ method: "POST", url: `/api/dealers/${dealer.id}/reviews`, payload: first, remoteAddress: "198.18.2.1" })).json().review_status,
    ).toBe("published");
    const again = { ...first, title: "Third visit", text: "And a third one, with a trade-in this time, no problems at all.", email: "GIL@example.com" };
    const answer = (await t.app.inject({ method: "POST", url: `/api/dealers/${dealer.id}/reviews`, payload: again, remoteAddress: "198.18.2.2" })).json();
    expect(answer).toEqual({ status: 1, message: REVIEW_MESSAGES.pending, id: expect.any(Number), review_status: "pending" });
    const held = await t.database.db.selectFrom("dealer_reviews").select(["moderation_note", "email"]).where("id", "=", answer.id).executeTakeFirstOrThrow();
    expect(held).toEqual({ moderation_note: "Second review of this dealer from this email.", email: "gil@example.com" });
  });

  // The browser's rules and messages (@carmarket/validation's dealerReviewSchema, ADR 244): a review the form
  // refuses, the API refuses the same way.
  const valid = { rating: 4, title: "Fine lot", text: "They had the car ready on time.", name: "Ann", email: "ann@example.com" };
  it.each([
    [{ ...valid, rating: 6 }, FEEDBACK_MESSAGES.rating],
    [{ ...valid, rating: "5" }, FEEDBACK_MESSAGES.rating],
    [{ ...valid, title: "" }, FEEDBACK_MESSAGES.title],
    [{ ...valid, title: "x".repeat(REVIEW_LIMITS.titleMax + 1) }, FEEDBACK_MESSAGES.title],
    [{ ...valid, text: "Too short." }, FEEDBACK_MESSAGES.text],
    [{ ...valid, text: "x".repeat(REVIEW_LIMITS.textMax + 1) }, FEEDBACK_MESSAGES.text],
    [{ ...valid, name: "R2D2" }, LEAD_FORM_MESSAGES.invalidName],
    [{ ...valid, email: undefined }, LEAD_FORM_MESSAGES.invalidEmail],
  ])("refuses a bad review %j", async (payload, message) => {
    const before = await t.database.db
      .selectFrom("dealer_reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const response = await post(`/api/dealers/${dealer.id}/reviews`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message });
    const after = await t.database.db
      .selectFrom("dealer_reviews")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("§7 like/dislike: one vote per visitor, changeable, counters follow", async () => {
    const review = await t.database.db.selectFrom("dealer_reviews").select(["id", "likes", "dislikes"]).orderBy("id").executeTakeFirstOrThrow();
    const visitor = { cookie: await visitorCookie(review.id) };
    const liked = (await post(`/api/dealer-user-reviews/like/${review.id}`, { like: true }, visitor)).json();
    expect(liked).toEqual({ status: 1, likes: review.likes + 1, dislikes: review.dislikes });
    const again = (await post(`/api/dealer-user-reviews/like/${review.id}`, { like: true }, visitor)).json();
    expect(again.likes).toBe(review.likes + 1);
    const switched = (await post(`/api/dealer-user-reviews/dislike/${review.id}`, { dislike: true }, visitor)).json();
    expect(switched).toEqual({ status: 1, likes: review.likes, dislikes: review.dislikes + 1 });
    const cleared = (await post(`/api/dealer-user-reviews/dislike/${review.id}`, { dislike: false }, visitor)).json();
    expect(cleared).toEqual({ status: 1, likes: review.likes, dislikes: review.dislikes });
    // Taking back a vote never cast changes nothing.
    expect((await post(`/api/dealer-user-reviews/like/${review.id}`, { like: false }, visitor)).json()).toEqual({
      status: 1,
      likes: review.likes,
      dislikes: review.dislikes,
    });
  });

  it("votes need a boolean and a known review", async () => {
    const visitor = { cookie: await visitorCookie((await reviewIds())[0]!) };
    expect((await post("/api/dealer-user-reviews/like/1", { like: "yes" }, visitor)).json()).toEqual({ status: 0, message: "like must be true or false." });
    expect((await post("/api/dealer-user-reviews/like/999999", { like: true }, visitor)).json()).toEqual({ status: 0, message: "Review not found." });
  });

  it("ASVS V2.4.1 30 votes with forged X-Cookie-Id / cookie_id ids count once: only the API's signed cookie is a visitor", async () => {
    const id = (await reviewIds())[1]!;
    const before = await counts(id);
    // Without the signed cookie no forged id is a voter: every attempt is refused and counts nothing.
    for (let i = 0; i < 30; i += 1) {
      const forged = `forged${String(i).padStart(12, "0")}`;
      const response = await t.app.inject({
        method: "POST",
        url: `/api/dealer-user-reviews/like/${id}`,
        payload: { like: true, cookie_id: forged },
        headers: { "x-cookie-id": forged },
        remoteAddress: "192.0.2.20",
      });
      expect(response.statusCode).toBe(428);
    }
    expect(await counts(id)).toEqual(before);
    // With it, the forged ids are ignored: one visitor, one like.
    const cookie = await visitorCookie(id, "192.0.2.21");
    for (let i = 0; i < 30; i += 1) {
      const forged = `forged${String(i).padStart(12, "0")}`;
      await t.app.inject({
        method: "POST",
        url: `/api/dealer-user-reviews/like/${id}`,
        payload: { like: true, cookie_id: forged },
        headers: { cookie, "x-cookie-id": forged },
        remoteAddress: "192.0.2.21",
      });
    }
    expect(await counts(id)).toEqual({ likes: before.likes + 1, dislikes: before.dislikes });
  });

  it("ASVS V9.1.1 a forged, re-signed or altered visitor cookie is not a new visitor: 428, nothing counted, a fresh signed cookie", async () => {
    const id = (await reviewIds())[2]!;
    const before = await counts(id);
    const real = (await visitorCookie(id, "192.0.2.30")).slice(VISITOR_COOKIE.length + 1);
    const [value, mac] = [real.slice(0, real.lastIndexOf(".")), real.slice(real.lastIndexOf(".") + 1)];
    const forgeries = [
      "made-up-visitor-0123456789",
      `other-visitor-id.${mac}`,
      `${value}.${mac.slice(0, -2)}${mac.endsWith("AA") ? "BB" : "AA"}`,
      signerFactory("a key the server does not have").sign("made-up-visitor"),
    ];
    for (const forged of forgeries) {
      const response = await post(`/api/dealer-user-reviews/like/${id}`, { like: true }, { cookie: `${VISITOR_COOKIE}=${forged}` });
      expect([response.statusCode, response.json().message]).toEqual([428, VOTE_NEEDS_COOKIE]);
      expect(response.cookies.find((c) => c.name === VISITOR_COOKIE)?.value).not.toBe(forged);
    }
    expect(await counts(id)).toEqual(before);
  });

  it("ASVS V3.3.2, V3.3.4 the visitor cookie is HttpOnly, SameSite=Lax, path /, kept a year, and signed with a key in server_secrets", async () => {
    const response = await t.app.inject({
      method: "POST",
      url: `/api/dealer-user-reviews/like/${(await reviewIds())[0]!}`,
      payload: { like: true },
      remoteAddress: "192.0.2.40",
    });
    const cookie = response.cookies.find((c) => c.name === VISITOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 365 * 24 * 60 * 60 });
    const key = await t.database.db.selectFrom("server_secrets").select("secret").where("name", "=", "visitor-cookie").executeTakeFirstOrThrow();
    expect(signerFactory(Buffer.from(key.secret, "base64url")).unsign(cookie!.value).valid).toBe(true);
  });

  it("ASVS V3.3.1 in production the visitor cookie is also Secure", async () => {
    const production = await buildApiServer({ database: t.database, config: readConfig({ NODE_ENV: "production" }) });
    try {
      const response = await production.inject({
        method: "POST",
        url: `/api/dealer-user-reviews/like/${(await reviewIds())[0]!}`,
        payload: { like: true },
        remoteAddress: "192.0.2.41",
      });
      expect(response.cookies.find((c) => c.name === VISITOR_COOKIE)).toMatchObject({ httpOnly: true, sameSite: "Lax", secure: true });
    } finally {
      await production.close();
    }
  });

  it("#25.2 fresh server-issued cookies add at most 3 votes to a review a day from one address, 10 from one /24 or IPv6 /48", async () => {
    const written = await post(`/api/dealers/${dealer.id}/reviews`, {
      rating: 4,
      title: "Quick sale",
      text: "They had the paperwork ready within the hour.",
      name: "Vote Target",
      email: "target@example.com",
    });
    const id = written.json().id as number;
    const like = async (remoteAddress: string, reviewId = id) => {
      const cookie = await visitorCookie(reviewId, remoteAddress);
      return t.app.inject({ method: "POST", url: `/api/dealer-user-reviews/like/${reviewId}`, payload: { like: true }, headers: { cookie }, remoteAddress });
    };
    // Each fresh cookie costs two requests (the 428 that hands it out, then the vote): 12 stay inside the hourly budget.
    const oneAddress = [];
    for (let i = 0; i < 12; i += 1) oneAddress.push(await like("198.51.100.7"));
    expect(oneAddress.map((answer) => answer.statusCode)).toEqual([...Array<number>(3).fill(200), ...Array<number>(9).fill(429)]);
    expect(oneAddress[3]!.json()).toEqual({ status: 0, message: TOO_MANY_VOTES_MESSAGE });
    expect(Number(oneAddress[3]!.headers["retry-after"])).toBeGreaterThan(23 * 60 * 60);
    expect(await counts(id)).toEqual({ likes: 3, dislikes: 0 });

    // The rest of its /24 adds 7 more, then nothing; the next /24 and another review are untouched.
    const network = [];
    for (let host = 8; host < 20; host += 1) network.push((await like(`198.51.100.${host}`)).statusCode);
    expect(network.filter((status) => status === 200)).toHaveLength(7);
    expect(await counts(id)).toEqual({ likes: 10, dislikes: 0 });
    expect((await like("198.51.101.7")).statusCode).toBe(200);
    expect((await like("198.51.100.7", (await reviewIds())[0]!)).statusCode).toBe(200);

    // IPv6: one /48, whatever the /64s inside it.
    const sixes = [];
    for (let n = 0; n < 12; n += 1) sixes.push((await like(`2001:db8:5:${n.toString(16)}::1`)).statusCode);
    expect(sixes.filter((status) => status === 200)).toHaveLength(10);
    expect(await counts(id)).toEqual({ likes: 21, dislikes: 0 });
  });

  it("#25.2 a voter counts once a day: changing or taking back a vote and voting again spends nothing more", async () => {
    const id = (await reviewIds())[5]!;
    const cookie = await visitorCookie(id, "203.0.113.9");
    const vote = (url: string, payload: object) => t.app.inject({ method: "POST", url, payload, headers: { cookie }, remoteAddress: "203.0.113.9" });
    for (let i = 0; i < 5; i += 1) {
      expect((await vote(`/api/dealer-user-reviews/like/${id}`, { like: true })).statusCode).toBe(200);
      expect((await vote(`/api/dealer-user-reviews/dislike/${id}`, { dislike: true })).statusCode).toBe(200);
      expect((await vote(`/api/dealer-user-reviews/dislike/${id}`, { dislike: false })).statusCode).toBe(200);
    }
  });

  it("a second API instance on the same database accepts the first one's visitor cookie (the key is shared through Postgres)", async () => {
    const id = (await reviewIds())[3]!;
    const cookie = await visitorCookie(id, "192.0.2.50");
    const other = await buildApiServer({ database: t.database, config: readConfig({}) });
    try {
      const vote = await other.inject({ method: "POST", url: `/api/dealer-user-reviews/like/${id}`, payload: { like: true }, headers: { cookie } });
      expect(vote.statusCode).toBe(200);
      const back = await post(`/api/dealer-user-reviews/like/${id}`, { like: true }, { cookie });
      expect(back.json().likes).toBe(vote.json().likes);
    } finally {
      await other.close();
    }
  });

  it("ASVS V2.4.1 votes have budgets: 60 an hour per address whatever cookies it rotates, 30 per visitor; then 429 with Retry-After", async () => {
    const id = (await reviewIds())[4]!;
    const fromOneAddress = [];
    for (let i = 0; i < 61; i += 1) {
      const headers = { cookie: `${VISITOR_COOKIE}=rotated-${i}` };
      fromOneAddress.push(
        await t.app.inject({ method: "POST", url: `/api/dealer-user-reviews/like/${id}`, payload: { like: true }, headers, remoteAddress: "192.0.2.60" }),
      );
    }
    expect(fromOneAddress.slice(0, 60).every((r) => r.statusCode === 428)).toBe(true);
    expect([fromOneAddress[60]!.statusCode, fromOneAddress[60]!.json()]).toEqual([429, { status: 0, message: TOO_MANY_ATTEMPTS_MESSAGE }]);
    expect(Number(fromOneAddress[60]!.headers["retry-after"])).toBeGreaterThan(0);

    // One visitor hopping addresses: 30 votes fit, the 31st does not.
    const cookie = await visitorCookie(id, "192.0.2.61");
    const statuses = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push(
        (
          await t.app.inject({
            method: "POST",
            url: `/api/dealer-user-reviews/like/${id}`,
            payload: { like: i % 2 === 0 },
            headers: { cookie },
            remoteAddress: `198.51.100.${i + 1}`,
          })
        ).statusCode,
      );
    expect(statuses).toEqual([...Array(30).fill(200), 429]);
  });
});
