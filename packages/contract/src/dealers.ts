import * as v from "valibot";
import { wholeNumber } from "./answer-fields.js";
import { dealerReviewSchema, type DealerReviewValues } from "@carmarket/validation";
import { errorAnswer } from "./answers.js";
import { MAX_PAGE } from "./listing-filters.js";
import { defineOperations } from "./operation.js";
import { integerText, optionalZip } from "./query-fields.js";
import { VIN_REFUSALS, vinConflict } from "./vin.js";

const stringMap = (description: string) => v.pipe(v.record(v.string(), v.string()), v.description(description));

/** A row id in a path: Postgres integers, so a larger one is no row (and would overflow the query). */
export const idText = (label: string) => integerText(label, 1, 2_147_483_647);

const dealerInfoEntries = {
  name: v.string(),
  website: v.string(),
  rating: v.pipe(v.number(), v.description("Average published review rating, 0–5.")),
  rating_count: wholeNumber,
  dealer_url: v.string(),
  address: v.string(),
  zip: v.string(),
  contact: stringMap("Label → phone number, e.g. `Sales`."),
  timing: stringMap("Weekday → opening hours text; `closed` when closed."),
};

const dealerPlace = { city: v.string(), state: v.pipe(v.string(), v.description("Two-letter state code.")) };

/** §3 dealer info, as a vehicle page and a dealer page show it. */
export const dealerInfo = v.pipe(
  v.object({ ...dealerInfoEntries, city: v.optional(dealerPlace.city), state: v.optional(dealerPlace.state) }),
  v.title("DealerInfo"),
  v.description("§3 dealer info; `city` and `state` on the vehicle page."),
);

/** §3 dealer info. */
export type DealerInfo = v.InferOutput<typeof dealerInfo>;

const dealerEntries = {
  ...dealerInfoEntries,
  ...dealerPlace,
  id: wholeNumber,
  slug: v.string(),
  email: v.pipe(v.string(), v.description("Where the dealer's leads are delivered.")),
  latitude: v.number(),
  longitude: v.number(),
  inventory_count: v.pipe(wholeNumber, v.description("Unsold cars of this dealer.")),
};

/** A dealer in the dealers list. */
export const dealer = v.pipe(
  v.object({ ...dealerEntries, distance: v.optional(v.pipe(wholeNumber, v.description("Metres from the searched ZIP (§9: / 1609.34 = miles)."))) }),
  v.title("Dealer"),
);

export type Dealer = v.InferOutput<typeof dealer>;

const exampleDealerInfo = {
  name: "Lone Star Motors",
  website: "https://lonestarmotors.example",
  rating: 4.4,
  rating_count: 12,
  dealer_url: "/dealers/lone-star-motors-7",
  address: "100 Congress Ave",
  zip: "78701",
  contact: { Sales: "(512) 555-0100" },
  timing: { Monday: "9:00 AM - 7:00 PM", Sunday: "closed" },
};

const exampleDealer = {
  ...exampleDealerInfo,
  id: 7,
  slug: "lone-star-motors",
  email: "leads@lonestarmotors.example",
  city: "Austin",
  state: "TX",
  latitude: 30.27,
  longitude: -97.74,
  inventory_count: 42,
};

/** One dealer's page: the dealer with its §3 dealer info. */
export const dealerDetail = v.pipe(
  v.object({ ...dealerEntries, reviews_count: wholeNumber, dealer_info: dealerInfo }),
  v.title("DealerDetail"),
  v.examples([{ ...exampleDealer, reviews_count: 12, dealer_info: exampleDealerInfo }]),
);

export type DealerDetail = v.InferOutput<typeof dealerDetail>;

/** One page of dealers. */
export const dealerList = v.pipe(
  v.object({
    count: v.pipe(wholeNumber, v.description("Dealers in all pages.")),
    page: wholeNumber,
    page_size: v.pipe(wholeNumber, v.description("Dealers per page, so pages can be counted.")),
    dealers: v.array(dealer),
  }),
  v.title("DealerList"),
  v.examples([{ count: 1, page: 1, page_size: 20, dealers: [{ ...exampleDealer, distance: 1800 }] }]),
);

export type DealerList = v.InferOutput<typeof dealerList>;

/** A published dealer review. */
export const dealerReview = v.object({
  id: wholeNumber,
  dealer_id: wholeNumber,
  rating: v.pipe(wholeNumber, v.description("Whole stars, 1–5.")),
  title: v.string(),
  text: v.string(),
  author_name: v.string(),
  created_at: v.pipe(v.string(), v.isoTimestamp(), v.description("ISO 8601 time it was written.")),
  likes: wholeNumber,
  dislikes: wholeNumber,
});

export type DealerReview = v.InferOutput<typeof dealerReview>;

/** A dealer's published reviews, newest first. */
export const dealerReviews = v.pipe(
  v.object({ count: wholeNumber, rating: v.pipe(v.number(), v.description("The dealer's average rating.")), reviews: v.array(dealerReview) }),
  v.title("DealerReviews"),
  v.examples([
    {
      count: 1,
      rating: 4,
      reviews: [
        {
          id: 3,
          dealer_id: 7,
          rating: 4,
          title: "Good",
          text: "Quick paperwork, fair price.",
          author_name: "Ann Lee",
          created_at: "2024-05-30T10:00:00.000Z",
          likes: 1,
          dislikes: 0,
        },
      ],
    },
  ]),
);

export type DealerReviews = v.InferOutput<typeof dealerReviews>;

/** Body of `POST /dealers/{id}/reviews`: the browser's review form rules and messages. */
export type DealerReviewInput = DealerReviewValues;

/** The answer of a written review: published at once, or held for moderation (ADR 218). */
export const writeAnswer = v.pipe(
  v.object({
    status: v.literal(1),
    message: v.string(),
    id: wholeNumber,
    review_status: v.pipe(v.picklist(["published", "pending"]), v.description("`pending`: held for moderation, not shown yet.")),
  }),
  v.title("WriteAnswer"),
  v.examples([{ status: 1, message: "Thank you! Your review is published.", id: 3, review_status: "published" }]),
);

export type WriteAnswer = v.InferOutput<typeof writeAnswer>;

/** A review's counts after a vote. */
export const voteAnswer = v.pipe(
  v.object({ status: v.literal(1), likes: wholeNumber, dislikes: wholeNumber }),
  v.title("VoteAnswer"),
  v.examples([{ status: 1, likes: 1, dislikes: 0 }]),
);

export type VoteAnswer = v.InferOutput<typeof voteAnswer>;

const reviewIdParams = v.object({ id: idText("review id") });
const dealerIdParams = v.object({ id: idText("dealer id") });

/** 428 of a visitor's first vote: the API set its signed visitor cookie; the browser sends the vote again with it (ADR 217). */
const needsCookie = {
  428: {
    description: "Vote again with the visitor cookie this answer set (ADR 217).",
    schema: v.pipe(errorAnswer, v.examples([{ status: 0, message: "Your browser must accept cookies to vote on reviews." }])),
  },
};

const voteDescription =
  "One vote per signed-in user or per visitor of the API's signed cookie, changeable; ids the client invents are never voters (§7, ADR 217).";

/** Refusal of a dealer feed that is not text: the body must be the CSV file itself. */
export const FEED_NOT_CSV = "Send the feed as the request body with content-type text/csv.";

/** Rows of a feed refused, by CSV line number (header = line 1). */
const feedRejections = v.array(
  v.object({
    line: wholeNumber,
    vin: v.string(),
    reason: v.string(),
    vinRefusal: v.optional(v.pipe(v.picklist(VIN_REFUSALS), v.description("Why NHTSA's vPIC could not decode the VIN (issue #23)."))),
    decodesTo: v.optional(
      v.pipe(
        v.object({ year: wholeNumber, make: v.string(), model: v.string() }),
        v.description("What the VIN decodes to, when the row's make, model or year contradicts it."),
      ),
    ),
  }),
);

/** The dealer's photos of one import (issue #24): what waits to be fetched, and every photo refused with why. */
const feedPhotos = v.pipe(
  v.object({
    queued: v.pipe(
      v.array(v.object({ line: wholeNumber, vin: v.string(), photos: wholeNumber })),
      v.description("Cars whose new or changed photo links are fetched in the background; each shows its illustration until its first photo is ready."),
    ),
    refused: v.pipe(
      v.array(v.object({ line: wholeNumber, vin: v.string(), link: v.string(), reason: v.string() })),
      v.description("Photo links refused now (not http or https, repeated, too many) or when last fetched (unchanged since); the car keeps its other photos."),
    ),
  }),
  v.title("FeedPhotos"),
);

/** What one feed import did. */
export const feedReport = v.pipe(
  v.object({
    rows: wholeNumber,
    inserted: wholeNumber,
    updated: wholeNumber,
    priceChanges: wholeNumber,
    priceDrops: wholeNumber,
    markedSold: v.pipe(wholeNumber, v.description("This dealer's cars missing from the feed, now sold (§3 is_sold).")),
    rejected: feedRejections,
    photos: feedPhotos,
    vinFlags: v.pipe(
      v.array(v.object({ line: wholeNumber, vin: v.string(), ...vinConflict.entries })),
      v.description("Listed values the car's VIN contradicts: kept, and shown beside the VIN's on the vehicle page (ADR 276)."),
    ),
    vinFills: v.pipe(
      v.array(v.object({ line: wholeNumber, vin: v.string(), fields: v.array(v.picklist(["trim", "engine", "fuel", "body_style"])) })),
      v.description("Empty values taken from the car's VIN."),
    ),
    linesAdded: v.pipe(
      v.array(v.object({ make: v.string(), model: v.string() })),
      v.description("Model lines NHTSA's vPIC knows that the catalogue lacked (ADR 275)."),
    ),
  }),
  v.title("FeedReport"),
  v.examples([
    {
      rows: 3,
      inserted: 1,
      updated: 0,
      priceChanges: 0,
      priceDrops: 0,
      markedSold: 0,
      rejected: [
        {
          line: 3,
          vin: "1HGCV1F36LA00435O",
          reason: "VIN not decodable by NHTSA's vPIC (characters): A VIN uses digits and capital letters other than I, O and Q; position 17 holds 'O'.",
          vinRefusal: "characters",
        },
        {
          line: 4,
          vin: "1GCUYDED2MZ000001",
          reason: "make 'Toyota' is not the VIN's: it decodes to a 2021 Chevrolet Silverado",
          decodesTo: { year: 2021, make: "Chevrolet", model: "Silverado" },
        },
      ],
      vinFlags: [{ line: 2, vin: "4T1G11AK6MU000001", field: "engine", listed: "3.5L V6", decoded: "2.5L I4" }],
      vinFills: [{ line: 2, vin: "4T1G11AK6MU000001", fields: ["trim", "fuel"] }],
      linesAdded: [],
      photos: {
        queued: [{ line: 2, vin: "4T1G11AK6MU000001", photos: 2 }],
        refused: [{ line: 2, vin: "4T1G11AK6MU000001", link: "javascript:alert(1)", reason: "only http and https links (not javascript:)" }],
      },
    },
  ]),
);

export type FeedReport = v.InferOutput<typeof feedReport>;

export const dealerOperations = defineOperations({
  getDealers: {
    method: "GET",
    path: "/dealers",
    tag: "dealers",
    summary: "List dealers near a ZIP, nearest first",
    description: "Dealers within `radius` miles (default 50) of `zip`, nearest first, 20 a page; without a zip, every dealer by rating (§3 dealer info).",
    query: v.object({
      zip: optionalZip,
      radius: v.optional(v.pipe(integerText("radius", 1, 500), v.description("Miles; 50 when left out."))),
      page: v.optional(integerText("page", 1, MAX_PAGE)),
    }),
    answer: dealerList,
  },
  getDealer: {
    method: "GET",
    path: "/dealers/:id",
    tag: "dealers",
    summary: "Get one dealer with its dealer info and inventory count",
    description: "§3 dealer info; 404 `Dealer not found.` for an unknown id.",
    params: dealerIdParams,
    answer: dealerDetail,
  },
  getDealerReviews: {
    method: "GET",
    path: "/dealers/:id/reviews",
    tag: "dealers",
    summary: "List a dealer's published reviews, newest first",
    params: dealerIdParams,
    answer: dealerReviews,
  },
  writeDealerReview: {
    method: "POST",
    path: "/dealers/:id/reviews",
    tag: "dealers",
    summary: "Write a dealer review",
    description: "Published at once, or held for moderation when it carries links, markup or repeats (`review_status`, ADR 218).",
    params: dealerIdParams,
    body: dealerReviewSchema,
    answer: writeAnswer,
  },
  likeDealerReview: {
    method: "POST",
    path: "/dealer-user-reviews/like/:id",
    tag: "dealers",
    summary: "Like a dealer review, or take the like back",
    description: `\`like\`: true to like, false to take it back. ${voteDescription}`,
    params: reviewIdParams,
    body: v.object({ like: v.boolean("like must be true or false.") }),
    answer: voteAnswer,
    otherAnswers: needsCookie,
  },
  dislikeDealerReview: {
    method: "POST",
    path: "/dealer-user-reviews/dislike/:id",
    tag: "dealers",
    summary: "Dislike a dealer review, or take the dislike back",
    description: `\`dislike\`: true to dislike, false to take it back. ${voteDescription}`,
    params: reviewIdParams,
    body: v.object({ dislike: v.boolean("dislike must be true or false.") }),
    answer: voteAnswer,
    otherAnswers: needsCookie,
  },
  pushDealerFeed: {
    method: "POST",
    path: "/dealer-feed",
    tag: "dealers",
    summary: "Push a dealer's whole vehicle-listings feed",
    description:
      "`Authorization: Bearer <dealer feed key>`; the body is the Google vehicle-listings CSV (5 MB at most), imported for the key's dealer only in one transaction (ADR 210).",
    bodyMedia: "text/csv",
    body: v.pipe(v.string(FEED_NOT_CSV), v.description("The feed file, Google vehicle-listings CSV with its header row.")),
    answer: feedReport,
    otherAnswers: {
      401: {
        description: "No valid dealer feed key.",
        schema: v.pipe(errorAnswer, v.examples([{ status: 0, message: "A valid dealer feed key is required (Authorization: Bearer <key>)." }])),
      },
      413: { description: "The feed is larger than 5 MB.", schema: errorAnswer },
      422: {
        description: "The whole file was refused; nothing was imported.",
        schema: v.pipe(
          v.object({ status: v.literal(0), message: v.string(), rejected: feedRejections }),
          v.examples([
            {
              status: 0,
              message: "No row of this feed could be imported for dealer 7, so nothing was changed.",
              rejected: [{ line: 2, vin: "", reason: "Missing VIN." }],
            },
          ]),
        ),
      },
    },
  },
});
