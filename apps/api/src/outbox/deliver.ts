import { sql } from "kysely";
import type { Db } from "../db/database.js";

/** What delivery needs of a mail transport (nodemailer's transporter fits; tests pass a fake). */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown>;
}

/** After this many failed attempts an email is marked failed and left for an operator. */
export const MAX_DELIVERY_ATTEMPTS = 6;

/** Wait before retry n (1-based): 1, 2, 4, 8, 16 minutes. */
export function retryDelayMs(attempt: number): number {
  return 60_000 * 2 ** (attempt - 1);
}

/**
 * Sends the emails that are due, oldest first, at most `limit` per call. Rows are claimed with
 * `for update skip locked` so two API processes never send the same email. A failure is recorded with
 * its error and retried later with exponential backoff. An aborted `signal` (shutdown) stops between
 * emails: the one being sent finishes and is recorded, the rest wait for the next run.
 */
export async function deliverDueEmails(
  db: Db,
  transport: MailTransport,
  options: { from: string; now?: Date; limit?: number; signal?: AbortSignal },
): Promise<{ sent: number; failed: number }> {
  const now = options.now ?? new Date();
  let sent = 0;
  let failed = 0;
  for (let i = 0; i < (options.limit ?? 20) && !options.signal?.aborted; i++) {
    const outcome = await db.transaction().execute(async (trx) => {
      const email = await trx
        .selectFrom("outbox")
        .select(["id", "to_address", "subject", "text", "attempts"])
        .where("status", "=", "pending")
        // Rows are stamped by the database clock (microseconds); a JS Date (milliseconds) taken in the same
        // millisecond would be "earlier" and skip them, so without an explicit time compare in SQL.
        .where("next_attempt_at", "<=", options.now ?? sql<Date>`now()`)
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!email) return "none" as const;
      const attempts = email.attempts + 1;
      try {
        await transport.sendMail({ from: options.from, to: email.to_address, subject: email.subject, text: email.text });
        await trx.updateTable("outbox").set({ status: "sent", attempts, sent_at: now, last_error: null }).where("id", "=", email.id).execute();
        return "sent" as const;
      } catch (error) {
        await trx
          .updateTable("outbox")
          .set({
            status: attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "pending",
            attempts,
            last_error: String((error as Error).message ?? error).slice(0, 1000),
            next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
          })
          .where("id", "=", email.id)
          .execute();
        return "failed" as const;
      }
    });
    if (outcome === "none") break;
    if (outcome === "sent") sent++;
    else failed++;
  }
  return { sent, failed };
}
