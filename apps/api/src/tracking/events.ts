import type { Db } from "../db/database.js";

/** One stored event. */
export interface EventRecord {
  kind: "click" | "listing" | "campaign" | "vinfeedback" | "event";
  name: string | null;
  payload: Record<string, unknown>;
  cookieId: string | null;
  userId: number | null;
}

/** Appends an event (never updated: the table refuses updates). */
export async function recordEvent(db: Db, event: EventRecord): Promise<void> {
  await db
    .insertInto("events")
    .values({ kind: event.kind, name: event.name, payload: JSON.stringify(event.payload), cookie_id: event.cookieId, user_id: event.userId })
    .execute();
}
