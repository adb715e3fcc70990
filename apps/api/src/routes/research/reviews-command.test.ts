import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedResearch } from "../../seed/research/index.js";
import { data } from "../../test/catalog-test-app.js";
import { insertCatalogFixtures } from "../../test/research-fixtures.js";
import { REVIEW_MESSAGES } from "./review-moderation.js";
import { REVIEWS_USAGE, runReviewsCommand } from "./reviews-command.js";
import { startTestApi } from "../../test/research-test-app.js";

let api: Awaited<ReturnType<typeof startTestApi>>;
let dealerId: number;
let carId: number;

beforeAll(async () => {
  api = await startTestApi(async ({ db }) => {
    await insertCatalogFixtures(db);
    await seedResearch(db, { seed: 3, articles: 2 });
  });
  dealerId = (await api.database.db.selectFrom("dealers").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
  carId = (await api.database.db.selectFrom("research_cars").select("id").orderBy("id").executeTakeFirstOrThrow()).id;
});
afterAll(() => api.close());

const run = async (...args: string[]) => {
  const lines: string[] = [];
  const code = await runReviewsCommand(api.database.db, args, (line) => lines.push(line));
  return { code, lines };
};
const dealerReviews = async () =>
  (await api.app.inject({ method: "GET", url: `/api/dealers/${dealerId}/reviews` })).json<{ count: number; reviews: { id: number }[] }>();
const carReviews = async () =>
  (await api.app.inject({ method: "GET", url: `/api/reviews?${data({ car_id: carId })}` })).json<{ count: number; reviews: { id: number }[] }>();

describe("pnpm --filter @carmarket/api reviews (ADR 218)", () => {
  it("lists held dealer and car reviews; approve publishes and counts one, reject deletes one", async () => {
    const dealer = await api.app.inject({
      method: "POST",
      url: `/api/dealers/${dealerId}/reviews`,
      payload: { rating: 2, title: "See my site", text: "Better offers on https://elsewhere.example for everyone", name: "Al Vendor", email: "al@example.com" },
    });
    const car = await api.app.inject({
      method: "POST",
      url: "/api/reviews",
      payload: { car_id: carId, rating: 5, title: "Love it", text: "Really <b>great</b> car for a family of four.", name: "Cy Park", email: "cy@example.com" },
    });
    expect([dealer.json().message, car.json().message]).toEqual([REVIEW_MESSAGES.pending, REVIEW_MESSAGES.pending]);
    const dealerReviewId: number = dealer.json().id;
    const carReviewId = (await api.database.db.selectFrom("car_reviews").select("id").where("email", "=", "cy@example.com").executeTakeFirstOrThrow()).id;

    const listed = await run("list");
    expect(listed.code).toBe(0);
    expect(listed.lines.join("\n")).toContain(`dealer ${dealerReviewId} (dealer ${dealerId},`);
    expect(listed.lines.join("\n")).toContain(`car ${carReviewId} (car ${carId},`);
    expect(listed.lines.at(-1)).toBe("2 held reviews.");
    expect((await run("list", "--kind", "car")).lines.at(-1)).toBe("1 held review.");

    const countBefore = (await dealerReviews()).count;
    expect(await run("approve", String(dealerReviewId), "--kind", "dealer")).toEqual({ code: 0, lines: [`dealer review ${dealerReviewId} published.`] });
    const afterApprove = await dealerReviews();
    expect(afterApprove.reviews.some((r) => r.id === dealerReviewId)).toBe(true);
    expect(afterApprove.count).toBe(countBefore + 1);
    const dealerInfo = (await api.app.inject({ method: "GET", url: `/api/dealers/${dealerId}` })).json<{ rating_count: number }>();
    expect(dealerInfo.rating_count).toBe(afterApprove.count);

    expect(await run("reject", String(carReviewId), "--kind", "car")).toEqual({ code: 0, lines: [`car review ${carReviewId} deleted.`] });
    expect(await api.database.db.selectFrom("car_reviews").select("id").where("id", "=", carReviewId).executeTakeFirst()).toBeUndefined();
    expect((await carReviews()).reviews.some((r) => r.id === carReviewId)).toBe(false);
    expect((await run("list")).lines).toEqual(["0 held reviews."]);
  });

  it("touches only held reviews, and refuses bad arguments with the usage", async () => {
    const published = (await dealerReviews()).reviews[0]!.id;
    expect(await run("reject", String(published), "--kind", "dealer")).toEqual({ code: 1, lines: [`No held dealer review ${published}.`] });
    expect((await dealerReviews()).reviews.some((r) => r.id === published)).toBe(true);
    for (const args of [["approve", "1"], ["approve", "x", "--kind", "car"], ["list", "--kind", "bike"], ["delete", "1", "--kind", "car"], []]) {
      expect(await run(...args)).toEqual({ code: 2, lines: [REVIEWS_USAGE] });
    }
  });
});
