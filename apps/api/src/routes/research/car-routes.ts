import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { classifyPath } from "@carmarket/routes";
import { routeOperation } from "../../http/contract-route.js";
import { NotFoundError } from "../../http/errors.js";
import { AUTH_RATE_LIMITS, bodyEmail, limitByIpAndSubject } from "../accounts/rate-limits.js";
import { findCar, userReviews } from "./car-queries.js";
import { REVIEW_MESSAGES, moderateNewReview } from "./review-moderation.js";
import { resolveCarPage } from "./page-resolver.js";

const CAR_NOT_FOUND = "Car not found.";
/** User reviews per page of GET /reviews. */
const REVIEWS_PAGE_SIZE = 10;

/** Car research data by id or page path, car reviews (read and write). */
export const carRoutes: FastifyPluginAsync = async (app) => {
  // One wildcard serves both /inventory/car/data/{id} and /inventory/car/data{path} (§7 "Car data").
  routeOperation(app, contract.getCarData).handle(async ({ params, query }, request) => {
    const rest = params.path;
    if (/^\d{1,9}$/.test(rest)) {
      const car = await findCar(request.readDb, { id: Number(rest) });
      if (!car) throw new NotFoundError(CAR_NOT_FOUND);
      return car;
    }
    const { tab } = query;
    const match = classifyPath(`/${rest}`);
    const page = match && (await resolveCarPage(request.readDb, match));
    if (!page) throw new NotFoundError(CAR_NOT_FOUND);
    return tab ? { ...page, active_tab: tab } : page;
  });

  routeOperation(app, contract.getCarReviews).handle(async ({ query: { car_id, page } }, request) => {
    const car = await request.readDb.selectFrom("research_cars").select("id").where("id", "=", car_id).executeTakeFirst();
    if (!car) throw new NotFoundError(CAR_NOT_FOUND);
    return { ...(await userReviews(request.readDb, car.id, REVIEWS_PAGE_SIZE, (page - 1) * REVIEWS_PAGE_SIZE)), page, page_size: REVIEWS_PAGE_SIZE };
  });

  // A spam brake per address and per email (moderation catches the rest); dealer reviews have their own.
  const reviewLimit = limitByIpAndSubject(app, "car-review", AUTH_RATE_LIMITS.review, bodyEmail, REVIEW_MESSAGES.tooMany);
  routeOperation(app, contract.writeCarReview, { preHandler: reviewLimit }).handle(async ({ body }, request) => {
    const car = await app.db.selectFrom("research_cars").select("id").where("id", "=", body.car_id).executeTakeFirst();
    if (!car) throw new NotFoundError(REVIEW_MESSAGES.carNotFound);
    const email = body.email.toLowerCase();
    const earlier = await app.db.selectFrom("car_reviews").select("id").where("research_car_id", "=", car.id).where("email", "=", email).executeTakeFirst();
    // A second review of the same car from the same email waits for a moderator too.
    const moderation = await moderateNewReview(
      app.db,
      "car",
      body,
      { author: email, address: request.ip },
      earlier ? ["Second review of this car from this email."] : [],
    );
    await app.db
      .insertInto("car_reviews")
      .values({ research_car_id: car.id, rating: body.rating, title: body.title, text: body.text, author_name: body.name, email, ...moderation })
      .execute();
    return { status: 1, message: REVIEW_MESSAGES[moderation.status], review_status: moderation.status };
  });
};
