import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogTestApp, data, type CatalogTestApp } from "./catalog-test-app.js";

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

  it("writes a review, stores HTML and SQL as plain text and updates the rating", async () => {
    const text = "<script>alert('x')</script> great'; drop table dealers;--";
    const response = await post(`/api/dealers/${dealer.id}/reviews`, { rating: 5, title: "Nice <b>lot</b>", text, name: "Ann Lee" });
    expect(response.json()).toMatchObject({ status: 1, message: "Thank you! Your review has been posted." });
    const list = (await get(`/api/dealers/${dealer.id}/reviews`)).json();
    expect(list.reviews[0]).toMatchObject({ text, title: "Nice <b>lot</b>", author_name: "Ann Lee", rating: 5 });
    const info = (await get(`/api/dealers/${dealer.id}`)).json();
    expect(info.rating_count).toBe(list.count);
  });

  it.each([
    [{ rating: 6, title: "t", text: "x", name: "Ann" }, "rating must be at most 5."],
    [{ rating: "5", title: "t", text: "x", name: "Ann" }, "rating must be a number from 1 to 5."],
    [{ rating: 4, title: "", text: "x", name: "Ann" }, "title is required."],
    [{ rating: 4, title: "t", text: "x".repeat(5000), name: "Ann" }, "text is too long (4,000 characters at most)."],
    [{ rating: 4, title: "t", text: "x", name: "R2D2" }, "Invalid Name"],
  ])("refuses a bad review %j", async (payload, message) => {
    const before = await t.database.db.selectFrom("dealer_reviews").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const response = await post(`/api/dealers/${dealer.id}/reviews`, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 0, message });
    const after = await t.database.db.selectFrom("dealer_reviews").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it("§7 like/dislike: one vote per visitor, changeable, counters follow", async () => {
    const review = await t.database.db.selectFrom("dealer_reviews").select(["id", "likes", "dislikes"]).orderBy("id").executeTakeFirstOrThrow();
    const visitor = { "x-cookie-id": "visitor-0123456789abcdef" };
    const liked = (await post(`/api/dealer-user-reviews/like/${review.id}`, { like: true }, visitor)).json();
    expect(liked).toEqual({ status: 1, likes: review.likes + 1, dislikes: review.dislikes });
    const again = (await post(`/api/dealer-user-reviews/like/${review.id}`, { like: true }, visitor)).json();
    expect(again.likes).toBe(review.likes + 1);
    const switched = (await post(`/api/dealer-user-reviews/dislike/${review.id}`, { dislike: true }, visitor)).json();
    expect(switched).toEqual({ status: 1, likes: review.likes, dislikes: review.dislikes + 1 });
    const cleared = (await post(`/api/dealer-user-reviews/dislike/${review.id}`, { dislike: false }, visitor)).json();
    expect(cleared).toEqual({ status: 1, likes: review.likes, dislikes: review.dislikes });
  });

  it("votes need a voter, a boolean and a known review", async () => {
    expect((await post("/api/dealer-user-reviews/like/1", { like: true })).statusCode).toBe(400);
    expect((await post("/api/dealer-user-reviews/like/1", { like: "yes" }, { "x-cookie-id": "visitor-0123456789abcdef" })).json()).toEqual({ status: 0, message: "like must be true or false." });
    expect((await post("/api/dealer-user-reviews/like/999999", { like: true }, { "x-cookie-id": "visitor-0123456789abcdef" })).json()).toEqual({ status: 0, message: "Review not found." });
  });
});
