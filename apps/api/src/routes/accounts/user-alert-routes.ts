import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { requireSignedIn, signedInUser } from "../../auth/request-user.js";
import { NotFoundError } from "../../http/errors.js";
import { routeOperation } from "../../http/contract-route.js";
import { ALERT_MESSAGES, DIGEST_MESSAGES } from "./alert-routes.js";

export const USER_ALERT_MESSAGES = {
  alertNotFound: "This price-drop alert no longer exists.",
  searchNotFound: "This search is not saved in your account.",
} as const;

/**
 * The emails a signed-in shopper gets (/myaccount): price-drop alerts sent to the account's address
 * and the daily digest of each saved search. Alerts are listed only for a verified address, so
 * signing up with someone else's email never shows which cars they follow.
 */
export const userAlertRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;

  const verifiedEmail = async (userId: number) => {
    const user = await db.selectFrom("users").select(["email", "email_verified_at"]).where("id", "=", userId).executeTakeFirstOrThrow();
    return user.email_verified_at === null ? null : user.email;
  };

  const preHandler = requireSignedIn(db);

  routeOperation(app, contract.getUserAlerts, { preHandler }).handle(async (_input, request) => {
    const session = signedInUser(request);
    const email = await verifiedEmail(session.userId);
    if (email === null) return { is_email_verified: false, alerts: [] };
    const alerts = await db
      .selectFrom("price_drop_subscriptions as a")
      .innerJoin("listings as l", "l.vin", "a.vin")
      .select(["a.id", "a.vin", "l.vin_name", "l.price", "l.url", "l.condition", "l.is_sold", "a.created_at"])
      .where((eb) => eb(eb.fn("lower", ["a.email"]), "=", email.toLowerCase()))
      .orderBy("a.created_at", "desc")
      .orderBy("a.id", "desc")
      .execute();
    return {
      is_email_verified: true,
      alerts: alerts.map(({ condition, created_at, ...alert }) => ({ ...alert, is_new: condition === "new", created_at: created_at.toISOString() })),
    };
  });

  routeOperation(app, contract.stopUserAlert, { preHandler }).handle(async ({ params: { id } }, request) => {
    const session = signedInUser(request);
    const email = await verifiedEmail(session.userId);
    const removed =
      email === null
        ? undefined
        : await db
            .deleteFrom("price_drop_subscriptions")
            .where("id", "=", id)
            .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
            .returning("id")
            .executeTakeFirst();
    if (!removed) throw new NotFoundError(USER_ALERT_MESSAGES.alertNotFound);
    return { status: 1, message: ALERT_MESSAGES.unsubscribed };
  });

  routeOperation(app, contract.setSearchDigest, { preHandler }).handle(async ({ body: form }, request) => {
    const session = signedInUser(request);
    const updated = await db
      .updateTable("user_saved_searches")
      .set({ email_digest: form.email_digest })
      .where("user_id", "=", session.userId)
      .where("search_url", "=", form.search_url)
      .returning("id")
      .executeTakeFirst();
    if (!updated) throw new NotFoundError(USER_ALERT_MESSAGES.searchNotFound);
    return { status: 1, message: form.email_digest ? DIGEST_MESSAGES.on : DIGEST_MESSAGES.off };
  });
};
