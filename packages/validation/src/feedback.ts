import * as v from "valibot";
import { NAME_PATTERN, requiredEmail, requiredMatching, requiredText } from "./fields.js";
import { LEAD_FORM_MESSAGES } from "./lead-form.js";

// Schemas of the shopper feedback calls (§7): price-drop alerts, dealer and car reviews, VIN problem
// reports. Limits and messages are ours (the spec gives none); see packages/validation/src/README.md.

/** §3 listing problem-report reasons, in the order and spelling the spec lists them. */
export const PROBLEM_REPORT_REASONS = [
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
] as const;

/** A listing problem-report reason (§3). */
export type ProblemReportReason = (typeof PROBLEM_REPORT_REASONS)[number];

/** Length limits of reviews and feedback comments (characters, after trimming). */
export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  titleMin: 3,
  titleMax: 100,
  textMin: 20,
  textMax: 2000,
  commentMax: 1000,
} as const;

const R = REVIEW_LIMITS;

/** Messages of the feedback schemas (our wording). */
export const FEEDBACK_MESSAGES = {
  rating: `Please rate from ${R.ratingMin} to ${R.ratingMax} stars.`,
  title: `Title must be ${R.titleMin} to ${R.titleMax} characters.`,
  text: `Review must be ${R.textMin} to ${R.textMax} characters.`,
  carId: "Please choose the car you are reviewing.",
  reason: "Please choose what is wrong with this listing.",
  comment: `Comment must be at most ${R.commentMax} characters.`,
} as const;

const M = FEEDBACK_MESSAGES;

function lengthBetween(min: number, max: number, message: string) {
  return v.pipe(requiredText(message), v.minLength(min, message), v.maxLength(max, message));
}

const vin = requiredText(LEAD_FORM_MESSAGES.requiredVin);
const email = requiredEmail(LEAD_FORM_MESSAGES.invalidEmail);

/** Price-drop subscription (`POST /alerts/price-drop`): the VIN and a valid email. */
export const priceDropSubscriptionSchema = v.object({ vin, email });

/** Price-drop subscription body. */
export type PriceDropSubscriptionValues = v.InferInput<typeof priceDropSubscriptionSchema>;

const reviewFields = {
  rating: v.pipe(v.number(M.rating), v.integer(M.rating), v.minValue(R.ratingMin, M.rating), v.maxValue(R.ratingMax, M.rating)),
  title: lengthBetween(R.titleMin, R.titleMax, M.title),
  text: lengthBetween(R.textMin, R.textMax, M.text),
  name: requiredMatching(NAME_PATTERN, LEAD_FORM_MESSAGES.requiredName, LEAD_FORM_MESSAGES.invalidName),
  /** Never shown; what the review budgets and the repeat check count by. */
  email,
};

/** Dealer review (`POST /dealers/{id}/reviews`): whole-star rating 1–5, title, text, reviewer name and email. */
export const dealerReviewSchema = v.object(reviewFields);

/** Dealer review body. */
export type DealerReviewValues = v.InferInput<typeof dealerReviewSchema>;

/** Car review (`POST /reviews`): the dealer review fields plus the reviewed car's id. */
export const carReviewSchema = v.object({
  // Ids are Postgres integers: a larger one is no car, and would overflow the query (issue #12).
  car_id: v.pipe(v.number(M.carId), v.integer(M.carId), v.minValue(1, M.carId), v.maxValue(2_147_483_647, M.carId)),
  ...reviewFields,
});

/** Car review body. */
export type CarReviewValues = v.InferInput<typeof carReviewSchema>;

/** VIN feedback (`POST /interact/vinfeedback`): the VIN, one §3 reason and an optional comment. */
export const vinFeedbackSchema = v.object({
  vin,
  reason: v.picklist(PROBLEM_REPORT_REASONS, M.reason),
  comment: v.optional(v.pipe(v.string(M.comment), v.trim(), v.maxLength(R.commentMax, M.comment))),
});

/** VIN feedback body. */
export type VinFeedbackValues = v.InferInput<typeof vinFeedbackSchema>;
