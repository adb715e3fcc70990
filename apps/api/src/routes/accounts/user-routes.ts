import type { FastifyPluginAsync } from "fastify";
import { contract, PAYMENT_AMOUNT_MESSAGE } from "@carmarket/contract";
import { requireSignedIn, signedInUser } from "../../auth/request-user.js";
import { BadRequestError } from "../../http/errors.js";
import { routeOperation } from "../../http/contract-route.js";
import { paymentRequestEmail } from "../../outbox/account-emails.js";
import { readMailSettings } from "../../outbox/mail-settings.js";
import { queueEmail } from "../../outbox/queue-email.js";
import { limitFieldLengths } from "./account-fields.js";
import { AUTH_RATE_LIMITS, limitByIpAndSubject, sessionSubject } from "./rate-limits.js";

/** Answers of the account details calls (§8 'User details updated successfully!'). */
export const USER_MESSAGES = {
  detailsUpdated: "User details updated successfully!",
  communicationUpdated: "Your communication preference has been saved.",
  paymentRequested: "Your payment request has been sent.",
  noPaymentId: "Please add your PayPal account to your details first.",
  amount: PAYMENT_AMOUNT_MESSAGE,
} as const;

/** Splits a full name at its first space (§3: name is first and last joined). */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = "", ...rest] = name.split(/\s+/);
  return { first_name: first, last_name: rest.join(" ") };
}

/** The signed-in user's details, communication preference and payment requests (§6: signed-in only). */
export const userRoutes: FastifyPluginAsync = async (app) => {
  const db = app.db;
  const mail = readMailSettings();
  const signedIn = requireSignedIn(db);

  routeOperation(app, contract.getMe, { preHandler: signedIn }).handle(async (_input, request) => {
    const session = signedInUser(request);
    const user = await db
      .selectFrom("users")
      .select(["id", "name", "first_name", "last_name", "email", "phone", "payment_id", "email_verified_at", "communication_opt_in"])
      .where("id", "=", session.userId)
      .executeTakeFirstOrThrow();
    const { email_verified_at, ...rest } = user;
    return { ...rest, is_email_verified: email_verified_at !== null };
  });

  routeOperation(app, contract.updateDetails, { preHandler: [signedIn, limitFieldLengths(254)] }).handle(async ({ body: form }, request) => {
    const session = signedInUser(request);
    const current = await db.selectFrom("users").select(["first_name", "last_name"]).where("id", "=", session.userId).executeTakeFirstOrThrow();
    // Separate first/last names win over a full name; a full name alone is split.
    const fromName = form.name ? splitName(form.name) : undefined;
    const first = form.first_name || fromName?.first_name || current.first_name;
    const last = form.last_name || fromName?.last_name || current.last_name;
    await db
      .updateTable("users")
      .set({
        first_name: first,
        last_name: last,
        name: [first, last].filter(Boolean).join(" "),
        ...(form.phone !== undefined ? { phone: form.phone || null } : {}),
        ...(form.payment_id !== undefined ? { payment_id: form.payment_id || null } : {}),
      })
      .where("id", "=", session.userId)
      .execute();
    return { status: 1, message: USER_MESSAGES.detailsUpdated };
  });

  routeOperation(app, contract.setCommunicationPreference, { preHandler: signedIn }).handle(async ({ body: { enabled } }, request) => {
    const session = signedInUser(request);
    await db.updateTable("users").set({ communication_opt_in: enabled }).where("id", "=", session.userId).execute();
    return { status: 1, message: USER_MESSAGES.communicationUpdated, enabled };
  });

  const paymentLimit = limitByIpAndSubject(app, "payment-request", AUTH_RATE_LIMITS.paymentRequest, sessionSubject);
  routeOperation(app, contract.requestPayment, { preHandler: [paymentLimit, signedIn] }).handle(async ({ body: { amount } }, request) => {
    const session = signedInUser(request);
    await db.transaction().execute(async (trx) => {
      const user = await trx.selectFrom("users").select(["id", "name", "email", "payment_id"]).where("id", "=", session.userId).executeTakeFirstOrThrow();
      if (!user.payment_id) throw new BadRequestError(USER_MESSAGES.noPaymentId);
      const amountText = amount === undefined ? null : amount.toFixed(2);
      const row = await trx
        .insertInto("payment_requests")
        .values({ user_id: user.id, amount: amountText, payment_id: user.payment_id })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueEmail(
        trx,
        paymentRequestEmail(mail.operator, { id: row.id, userId: user.id, name: user.name, email: user.email, paymentId: user.payment_id, amount: amountText }),
      );
    });
    return { status: 1, message: USER_MESSAGES.paymentRequested };
  });
};
