import type { Db } from "../db/database.js";

/** One email to send: what kind (for the mailbox and metrics), to whom, subject and plain-text body. */
export interface OutgoingEmail {
  kind: "verify_email" | "reset_password" | "account_exists" | "sign_in_attack" | "lead" | "price_drop" | "search_digest" | "payment_request";
  to: string;
  subject: string;
  text: string;
}

/**
 * Writes the email to the outbox. Call it with the transaction of the change that causes the email,
 * so both happen or neither does; the delivery worker sends it afterwards.
 */
export async function queueEmail(db: Db, email: OutgoingEmail): Promise<number> {
  const row = await db
    .insertInto("outbox")
    .values({ kind: email.kind, to_address: email.to, subject: email.subject, text: email.text })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}
