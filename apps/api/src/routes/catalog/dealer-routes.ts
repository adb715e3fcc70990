import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { sql } from "kysely";
import { contract, DEFAULT_RADIUS_MILES, type Dealer, type DealerInfo } from "@carmarket/contract";
import { optionalUser } from "../../auth/request-user.js";
import { issueVisitorCookie, readVisitorId, visitorCookieText } from "../../auth/visitor-cookie.js";
import type { Db } from "../../db/database.js";
import { routeOperation } from "../../http/contract-route.js";
import { HttpError, NotFoundError } from "../../http/errors.js";
import { distanceMetresSql, METRES_PER_MILE } from "../../search/geo.js";
import { requireZip } from "../../search/zip-lookup.js";
import { refreshDealerRatings } from "../../dealers/dealer-ratings.js";
import { moderateNewReview, REVIEW_MESSAGES } from "../research/review-moderation.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIpAndSubject, sessionSubject, spendReviewVote } from "../accounts/rate-limits.js";

const DEALERS_PER_PAGE = 20;
const UNKNOWN_DEALER = "Dealer not found.";
const UNKNOWN_REVIEW = "Review not found.";
/** 428: a visitor's vote needs the API's signed cookie; the browser retries once with it (ADR 217). */
export const VOTE_NEEDS_COOKIE = "Your browser must accept cookies to vote on reviews.";

async function dealerInfo(db: Db, id: number) {
  const dealer = await db.selectFrom("dealers").selectAll().where("id", "=", id).executeTakeFirst();
  if (!dealer) throw new NotFoundError(UNKNOWN_DEALER);
  const inventory = await db
    .selectFrom("listings")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("dealer_id", "=", id)
    .where("is_sold", "=", false)
    .executeTakeFirstOrThrow();
  return { ...dealer, inventory_count: Number(inventory.n), reviews_count: dealer.rating_count, dealer_info: dealerInfoFields(dealer) };
}

function dealerInfoFields(dealer: DealerInfo): DealerInfo {
  const { name, website, rating, rating_count, dealer_url, address, zip, contact, timing } = dealer;
  return { name, website, rating, rating_count, dealer_url, address, zip, contact, timing };
}

/**
 * Who votes: the signed-in user, else the visitor of the API's signed cookie. A visitor without a
 * valid one (new, or a cookie the server did not sign) gets a fresh cookie and a 428, so the vote
 * counts only when it comes back with it: ids the client invents (`X-Cookie-Id`, `cookie_id`) are
 * never voters (ADR 217).
 */
async function voterOf(db: Db, request: FastifyRequest, reply: FastifyReply, production: boolean): Promise<string> {
  const user = await optionalUser(db, request);
  if (user) return `user:${user.userId}`;
  const visitorId = await readVisitorId(db, request);
  if (visitorId) return `visitor:${visitorId}`;
  await issueVisitorCookie(db, reply, production);
  throw new HttpError(428, VOTE_NEEDS_COOKIE);
}

/**
 * Sets or clears one voter's vote on a review (one vote per voter, changeable) and keeps the
 * review's like/dislike counters in step, in one transaction. Casting one spends the voter from the review's
 * daily budget of its `address` and network (spendReviewVote, once a day per voter).
 */
async function castVote(db: Db, reviewId: number, voter: string, vote: 1 | -1, on: boolean, from: { address: string; scale: number }) {
  return db.transaction().execute(async (trx) => {
    // Held reviews cannot be voted on: to the public they do not exist yet (ADR 218).
    const review = await trx
      .selectFrom("dealer_reviews")
      .select("id")
      .where("id", "=", reviewId)
      .where("status", "=", "published")
      .forUpdate()
      .executeTakeFirst();
    if (!review) throw new NotFoundError(UNKNOWN_REVIEW);
    const previous = await trx.selectFrom("dealer_review_votes").select("vote").where("review_id", "=", reviewId).where("voter", "=", voter).executeTakeFirst();
    if (on) await spendReviewVote(trx, reviewId, { voter, ...from });
    const next = on ? vote : previous?.vote === vote ? null : (previous?.vote ?? null);
    const delta = (value: number) => (next === value ? 1 : 0) - (previous?.vote === value ? 1 : 0);
    if (next === null) await trx.deleteFrom("dealer_review_votes").where("review_id", "=", reviewId).where("voter", "=", voter).execute();
    else
      await trx
        .insertInto("dealer_review_votes")
        .values({ review_id: reviewId, voter, vote: next })
        .onConflict((oc) => oc.columns(["review_id", "voter"]).doUpdateSet({ vote: next }))
        .execute();
    return trx
      .updateTable("dealer_reviews")
      .set({ likes: sql`likes + ${delta(1)}`, dislikes: sql`dislikes + ${delta(-1)}` })
      .where("id", "=", reviewId)
      .returning(["likes", "dislikes"])
      .executeTakeFirstOrThrow();
  });
}

/** GET /dealers, GET /dealers/{id}, dealer reviews and review votes. */
export const dealerRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.getDealers).handle(async ({ query }) => {
    const page = query.page ?? 1;
    const place = query.zip ? await requireZip(app.db, query.zip) : null;
    const metres = (query.radius ?? DEFAULT_RADIUS_MILES) * METRES_PER_MILE;
    const distance = place ? distanceMetresSql(place, "d") : sql<number>`null::float8`;
    const near = place ? sql`${distance} <= ${metres}` : sql`true`;
    const { rows } = await sql<Omit<Dealer, "distance"> & { distance: number | null; total: number }>`
      select d.*, ${distance} as distance, count(*) over ()::int as total,
        (select count(*)::int from listings l where l.dealer_id = d.id and not l.is_sold) as inventory_count
      from dealers d where ${near}
      order by ${place ? sql`distance asc` : sql`d.rating desc, d.rating_count desc`}, d.id
      limit ${DEALERS_PER_PAGE} offset ${(page - 1) * DEALERS_PER_PAGE}
    `.execute(app.db);
    return {
      count: rows[0]?.total ?? 0,
      page,
      page_size: DEALERS_PER_PAGE,
      dealers: rows.map(({ total: _total, distance: dist, ...dealer }) => ({ ...dealer, ...(dist === null ? {} : { distance: Math.round(Number(dist)) }) })),
    };
  });

  routeOperation(app, contract.getDealer).handle(async ({ params: { id } }) => dealerInfo(app.db, id));

  routeOperation(app, contract.getDealerReviews).handle(async ({ params: { id } }) => {
    const dealer = await dealerInfo(app.db, id);
    const reviews = await app.db
      .selectFrom("dealer_reviews")
      .select(["id", "dealer_id", "rating", "title", "text", "author_name", "created_at", "likes", "dislikes"])
      .where("dealer_id", "=", id)
      .where("status", "=", "published")
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute();
    return { count: reviews.length, rating: dealer.rating, reviews: reviews.map((review) => ({ ...review, created_at: review.created_at.toISOString() })) };
  });

  // Budgeted per address and per email like car reviews (issue #25): one address published 25 of 25.
  const reviewLimit = limitByIpAndSubject(app, "dealer-review", AUTH_RATE_LIMITS.review, bodyEmail, REVIEW_MESSAGES.tooMany);
  routeOperation(app, contract.writeDealerReview, { preHandler: reviewLimit }).handle(async ({ params: { id }, body }, request) => {
    const email = body.email.toLowerCase();
    const earlier = await app.db.selectFrom("dealer_reviews").select("id").where("dealer_id", "=", id).where("email", "=", email).executeTakeFirst();
    // A second review of the same dealer from the same email waits for a moderator, as a car's does.
    const moderation = await moderateNewReview(
      app.db,
      "dealer",
      body,
      { author: email, address: request.ip },
      earlier ? ["Second review of this dealer from this email."] : [],
    );
    const review = await app.db.transaction().execute(async (trx) => {
      const dealer = await trx.selectFrom("dealers").select("id").where("id", "=", id).executeTakeFirst();
      if (!dealer) throw new NotFoundError(UNKNOWN_DEALER);
      const row = await trx
        .insertInto("dealer_reviews")
        .values({ dealer_id: id, rating: body.rating, title: body.title, text: body.text, author_name: body.name, email, ...moderation })
        .returning(["id", "status"])
        .executeTakeFirstOrThrow();
      if (row.status === "published") await refreshDealerRatings(trx, id);
      return row;
    });
    const message = review.status === "published" ? REVIEW_MESSAGES.dealerPublished : REVIEW_MESSAGES.pending;
    return { status: 1, message, id: review.id, review_status: review.status };
  });

  // §7: POST /dealer-user-reviews/like/{id} {like} and /dislike/{id} {dislike}: same rules, opposite votes.
  const voteLimit = limitByIpAndSubject(
    app,
    "review-vote",
    AUTH_RATE_LIMITS.reviewVote,
    (request) => sessionSubject(request) || visitorCookieText(request) || `ip:${request.ip}`,
  );
  const answerVote = async (reviewId: number, vote: 1 | -1, on: boolean, request: FastifyRequest, reply: FastifyReply) => ({
    status: 1 as const,
    ...(await castVote(app.db, reviewId, await voterOf(app.db, request, reply, app.config.production), vote, on, {
      address: request.ip,
      scale: app.config.rateLimitScale,
    })),
  });
  routeOperation(app, contract.likeDealerReview, { preHandler: voteLimit }).handle(({ params, body }, request, reply) =>
    answerVote(params.id, 1, body.like, request, reply),
  );
  routeOperation(app, contract.dislikeDealerReview, { preHandler: voteLimit }).handle(({ params, body }, request, reply) =>
    answerVote(params.id, -1, body.dislike, request, reply),
  );
};
