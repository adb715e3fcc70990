import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEEDBACK_MESSAGES } from "@carmarket/validation";
import { INPUT_MESSAGES } from "../../http/input-guard.js";
import { callerAddress, rowCounts, startFuzzApi, type FuzzApi } from "./fuzz-api.js";

// The malformed requests of the tester's report (issue #12) that answered 500: each must be a 400
// with `{ status: 0, message }` before any database call, and write nothing.
describe("bad input from the tester's report answers 400, not 500 (issue #12)", () => {
  let api: FuzzApi;
  beforeAll(async () => {
    api = await startFuzzApi();
  });
  afterAll(() => api.close());

  async function refused(url: string, payload: string | object, message: string) {
    const before = await rowCounts(api.database.db);
    const response = await api.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload,
      remoteAddress: callerAddress(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({ status: 0, message });
    expect(await rowCounts(api.database.db)).toEqual(before);
  }

  const lead = () => ({
    name: "Grace Hopper",
    email: "grace@example.com",
    zip: "94103",
    interest: "Is it still available?",
    vin: api.targets.vin,
    source: "desktop",
    page: "single_vin",
  });
  const carReview = (carId: string) =>
    `{"car_id":${carId},"rating":4,"title":"Great car","text":"${"Solid and quiet. ".repeat(4)}","name":"Ann Lee","email":"ann@example.com"}`;
  const review = {
    rating: 4,
    title: "Friendly and quick",
    text: "They had the car ready when I arrived, no pressure.",
    name: "Ann Lee",
    email: "ann@example.com",
  };

  it("a NUL character in a lead's vin or interest", async () => {
    await refused("/api/leads", { ...lead(), vin: `${api.targets.vin}\u0000` }, INPUT_MESSAGES.character);
    await refused("/api/leads", { ...lead(), interest: "Still \u0000available?" }, INPUT_MESSAGES.character);
  });

  it("a NUL character in a dealer review's title or text", async () => {
    const url = `/api/dealers/${api.targets.dealerId}/reviews`;
    await refused(url, { ...review, title: "Friendly\u0000" }, INPUT_MESSAGES.character);
    await refused(url, { ...review, text: `${review.text}\u0000` }, INPUT_MESSAGES.character);
  });

  it("a NUL character in an /api/interact/* body, value or key", async () => {
    await refused("/api/interact/click", { target: "\u0000" }, INPUT_MESSAGES.character);
    await refused("/api/interact/listing", { "vin\u0000": "x" }, INPUT_MESSAGES.character);
    await refused("/api/interact/vinfeedback", { vin: api.targets.vin, reason: "Other", comment: "sold\u0000" }, INPUT_MESSAGES.character);
  });

  it("a lone surrogate in an /api/interact/* body", async () => {
    await refused("/api/interact/campaign", '{"utm":"\\ud800"}', INPUT_MESSAGES.character);
    await refused("/api/interact/click", '{"\\udfff":1}', INPUT_MESSAGES.character);
  });

  it("JSON nested 10,000 deep in an /api/interact/* body", async () => {
    await refused("/api/interact/click", `{"a":${"[".repeat(10_000)}${"]".repeat(10_000)}}`, INPUT_MESSAGES.depth);
  });

  it("POST /api/reviews with car_id 1e308", async () => {
    await refused("/api/reviews", carReview("1e308"), INPUT_MESSAGES.number);
  });

  it("POST /api/reviews with a car_id past the id column (2^31) is no car, not an overflow", async () => {
    await refused("/api/reviews", carReview(String(2 ** 31)), FEEDBACK_MESSAGES.carId);
  });
});
