import * as v from "valibot";
import { ZIP_PATTERN } from "@carmarket/validation";
import type { Db } from "../db/database.js";

/** Largest tracking payload kept, as JSON text (the table is append-only, so it must stay bounded). */
export const MAX_EVENT_PAYLOAD_BYTES = 4096;

export const EVENT_MESSAGES = {
  payload: "Tracking data must be a JSON object.",
  tooLarge: `Tracking data must be at most ${MAX_EVENT_PAYLOAD_BYTES} bytes.`,
  name: "Unknown event.",
  zip: "Invalid zipcode",
  vin: "Invalid VIN.",
} as const;

/** The caller's payload of /interact/click, /listing and /campaign (§7: not specified): any small JSON object. */
export const trackingPayloadSchema = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === "object" && input !== null && !Array.isArray(input), EVENT_MESSAGES.payload),
  v.check((payload) => Buffer.byteLength(JSON.stringify(payload)) <= MAX_EVENT_PAYLOAD_BYTES, EVENT_MESSAGES.tooLarge),
);

/** The analytics events of §7 with their fields: zip_submit (zipcode), zippop_closed, leadform_opened, vin_clicked (vin_id). */
export const analyticsEventSchema = v.variant(
  "name",
  [
    v.object({ name: v.literal("zip_submit"), zipcode: v.pipe(v.string(EVENT_MESSAGES.zip), v.regex(ZIP_PATTERN, EVENT_MESSAGES.zip)) }),
    v.object({ name: v.literal("zippop_closed") }),
    v.object({ name: v.literal("leadform_opened"), vin_id: v.optional(v.pipe(v.string(EVENT_MESSAGES.vin), v.maxLength(17, EVENT_MESSAGES.vin))) }),
    v.object({ name: v.literal("vin_clicked"), vin_id: v.pipe(v.string(EVENT_MESSAGES.vin), v.maxLength(17, EVENT_MESSAGES.vin)) }),
  ],
  EVENT_MESSAGES.name,
);

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
