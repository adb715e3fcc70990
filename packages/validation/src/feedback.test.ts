import fc from "fast-check";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { PROBLEM_REPORT_REASONS, carReviewSchema, dealerReviewSchema, priceDropSubscriptionSchema, vinFeedbackSchema } from "./feedback.js";
import { fieldErrors } from "./field-errors.js";

const review = { rating: 4, title: "Great dealer", text: "Quick, honest and friendly sale.", name: "Ann Lee", email: "ann@example.com" };

describe("feedback schemas (§3, §7)", () => {
  it("§3 problem-report reasons, exactly as listed", () => {
    expect(PROBLEM_REPORT_REASONS).toEqual([
      "No Issue",
      "Vehicle sold or UNAVAILABLE",
      "Incorrect PRICE",
      "Incorrect TRIM",
      "Incorrect TRANSMISSION",
      "Incorrect ENGINE",
      "Incorrect COLOR",
      "Incorrect MILEAGE",
      "Incorrect PHOTOS",
      "Incorrect PHONE NUMBER",
      "Other",
    ]);
  });

  it("price-drop subscription: VIN and a valid email", () => {
    expect(fieldErrors(priceDropSubscriptionSchema, {})).toEqual({
      vin: "VIN is required.",
      email: "Invalid email address.",
    });
    expect(fieldErrors(priceDropSubscriptionSchema, { vin: "1HGCM82633A004352", email: "a@b.co" })).toEqual({});
  });

  it("reviews: rating is a whole number from 1 to 5", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), (rating) => {
        expect(fieldErrors(dealerReviewSchema, { ...review, rating })).toEqual({});
      }),
    );
    for (const rating of [0, 6, 3.5, "4", undefined]) {
      expect(fieldErrors(dealerReviewSchema, { ...review, rating }), String(rating)).toEqual({
        rating: "Please rate from 1 to 5 stars.",
      });
    }
  });

  it("reviews: title 3–100 and text 20–2000 characters after trimming; name by the lead rule", () => {
    expect(fieldErrors(dealerReviewSchema, { ...review, title: "ok", text: "too short", name: "" })).toEqual({
      title: "Title must be 3 to 100 characters.",
      text: "Review must be 20 to 2000 characters.",
      name: "Name is required.",
    });
    expect(fieldErrors(dealerReviewSchema, { ...review, title: "x".repeat(101), text: "y".repeat(2001) })).toEqual({
      title: "Title must be 3 to 100 characters.",
      text: "Review must be 20 to 2000 characters.",
    });
    expect(fieldErrors(dealerReviewSchema, { ...review, title: "x".repeat(100), text: ` ${"y".repeat(20)} ` })).toEqual({});
  });

  it("#25.3 a dealer review needs an email, as a car review does (the review budgets count it)", () => {
    expect(fieldErrors(dealerReviewSchema, { ...review, email: undefined })).toEqual({ email: "Invalid email address." });
    expect(fieldErrors(dealerReviewSchema, { ...review, email: "ann" })).toEqual({ email: "Invalid email address." });
  });

  it("#26.9 reviews are signed 'Quinn S.', \"Sean O'Brien\" or 'Jean-Luc Picard'; digits stay 'Invalid Name'", () => {
    for (const name of ["Quinn S.", "Sean O'Brien", "Jean-Luc Picard"]) {
      expect(fieldErrors(dealerReviewSchema, { ...review, name }), name).toEqual({});
      expect(fieldErrors(carReviewSchema, { ...review, name, car_id: 12, email: "ann@example.com" }), name).toEqual({});
    }
    expect(fieldErrors(dealerReviewSchema, { ...review, name: "R2-D2" })).toEqual({ name: "Invalid Name" });
  });

  it("car review: adds the car id", () => {
    expect(fieldErrors(carReviewSchema, { ...review, car_id: 12, email: "ann@example.com" })).toEqual({});
    expect(fieldErrors(carReviewSchema, { ...review, car_id: 0, email: "ann" })).toEqual({
      car_id: "Please choose the car you are reviewing.",
      email: "Invalid email address.",
    });
  });

  it("§3 vin feedback: one listed reason, optional comment up to 1000 characters", () => {
    const vin = "1HGCM82633A004352";
    expect(v.parse(vinFeedbackSchema, { vin, reason: "Incorrect PRICE" })).toEqual({ vin, reason: "Incorrect PRICE" });
    expect(fieldErrors(vinFeedbackSchema, { vin, reason: "Bad", comment: "z".repeat(1001) })).toEqual({
      reason: "Please choose what is wrong with this listing.",
      comment: "Comment must be at most 1000 characters.",
    });
  });
});
