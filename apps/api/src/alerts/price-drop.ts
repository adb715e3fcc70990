import { randomBytes } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { readConfig } from "../config.js";
import { queueEmail } from "../outbox/queue-email.js";
import { dollars, unsubscribeLink } from "./alert-email-parts.js";

/** Subscribes an email to price drops of a VIN; subscribing again changes nothing (one per email and VIN). */
export async function subscribePriceDrop(db: Db, email: string, vin: string): Promise<void> {
  await db
    .insertInto("price_drop_subscriptions")
    .values({ email, vin, unsubscribe_token: randomBytes(24).toString("base64url") })
    .onConflict((oc) => oc.expression(sql`lower(email), vin`).doNothing())
    .execute();
}

/** Ends the subscription of an unsubscribe token; false when the token is unknown or already used. */
export async function unsubscribePriceDrop(db: Db, token: string): Promise<boolean> {
  const removed = await db.deleteFrom("price_drop_subscriptions").where("unsubscribe_token", "=", token).returning("id").executeTakeFirst();
  return Boolean(removed);
}

/**
 * Queues one price-drop email per subscriber of `vin` in the outbox; called inside the feed import's
 * transaction, so the emails exist exactly when the new price does. Returns how many were queued
 * (none when the price did not fall).
 */
export async function queuePriceDropEmails(db: Db, change: { vin: string; oldPrice: number; newPrice: number }): Promise<number> {
  if (!(change.newPrice < change.oldPrice)) return 0;
  const subscribers = await db
    .selectFrom("price_drop_subscriptions")
    .innerJoin("listings", "listings.vin", "price_drop_subscriptions.vin")
    .select(["price_drop_subscriptions.email", "price_drop_subscriptions.unsubscribe_token", "listings.vin_name", "listings.url"])
    .where("price_drop_subscriptions.vin", "=", change.vin)
    .orderBy("price_drop_subscriptions.id")
    .execute();
  // The hook's signature has no config; emailed links use the same PUBLIC_ORIGIN the API reads.
  const origin = readConfig().publicOrigin;
  for (const subscriber of subscribers) {
    await queueEmail(db, {
      kind: "price_drop",
      to: subscriber.email,
      subject: `Price drop: ${subscriber.vin_name} is now ${dollars(change.newPrice)}`,
      text: [
        `Good news: the price of the ${subscriber.vin_name} you follow dropped by ${dollars(change.oldPrice - change.newPrice)},`,
        `from ${dollars(change.oldPrice)} to ${dollars(change.newPrice)}.`,
        "",
        `See the car: ${origin}${subscriber.url}`,
        "",
        `Stop these alerts: ${unsubscribeLink(origin, subscriber.unsubscribe_token)}`,
      ].join("\n"),
    });
  }
  return subscribers.length;
}
