import type { Db } from "../db/database.js";

/** Queues one price-drop email per subscriber of `vin` in the outbox; called inside the feed import's transaction. */
export async function queuePriceDropEmails(_db: Db, _change: { vin: string; oldPrice: number; newPrice: number }): Promise<number> {
  // Filled by the accounts/outbox work of the API issue (#3).
  return 0;
}
