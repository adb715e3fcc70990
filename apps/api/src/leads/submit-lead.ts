import { createHash } from "node:crypto";
import { sql } from "kysely";
import type { LeadSubmission } from "@carmarket/validation";
import type { Db } from "../db/database.js";
import { HttpError, NotFoundError } from "../http/errors.js";
import { queueEmail } from "../outbox/queue-email.js";
import { buildAdfXml } from "./adf.js";

export const LEAD_MESSAGES = {
  sent: "Your request has been sent to the dealer.",
  unknownVin: "Vehicle not found.",
  sold: "This vehicle has been sold.",
  keyReused: "This Idempotency-Key was already used for a different request.",
} as const;

/** A second lead for the same car from the same email within this time answers the first (no second dealer email). */
const LEAD_REPEAT_WINDOW_MS = 24 * 60 * 60_000;

/** The stored lead's answer (§7 submitLead). */
export interface LeadReceipt {
  status: 1;
  message: string;
  lead_id: number;
}

/**
 * Stores a 'Check Availability' lead and queues its ADF/XML email to the listing's dealer, in one
 * transaction, before anything is answered. With an idempotency key a retried submit returns the
 * first lead instead of making a second one; a key reused with another body is refused (422). Without
 * a key, the same VIN and email within 24 hours also answer the first lead: a double click, a reload or
 * a script repeating the form never mails the dealer twice.
 */
export async function submitLead(
  db: Db,
  lead: LeadSubmission,
  options: { idempotencyKey: string | null; userId: number | null; now?: Date },
): Promise<LeadReceipt> {
  const vin = lead.vin.toUpperCase();
  const requestHash = createHash("sha256")
    .update(JSON.stringify({ ...lead, vin }))
    .digest("hex");
  const receipt = (id: number): LeadReceipt => ({ status: 1, message: LEAD_MESSAGES.sent, lead_id: id });

  const replay = async (trx: Db): Promise<LeadReceipt | null> => {
    if (!options.idempotencyKey) return null;
    const earlier = await trx.selectFrom("leads").select(["id", "request_hash"]).where("idempotency_key", "=", options.idempotencyKey).executeTakeFirst();
    if (!earlier) return null;
    if (earlier.request_hash !== requestHash) throw new HttpError(422, LEAD_MESSAGES.keyReused);
    return receipt(earlier.id);
  };

  const now = options.now ?? new Date();
  const email = lead.email.toLowerCase();
  const repeat = async (trx: Db): Promise<LeadReceipt | null> => {
    // Serialises submits of one VIN and email, so two at once cannot both miss the other's row.
    await sql`select pg_advisory_xact_lock(hashtext(${`lead:${vin}:${email}`}))`.execute(trx);
    const earlier = await trx
      .selectFrom("leads")
      .select("id")
      .where("vin", "=", vin)
      .where(sql<string>`lower(email)`, "=", email)
      .where("created_at", ">", new Date(now.getTime() - LEAD_REPEAT_WINDOW_MS))
      .orderBy("id")
      .executeTakeFirst();
    return earlier ? receipt(earlier.id) : null;
  };

  return db.transaction().execute(async (trx) => {
    const earlier = (await replay(trx)) ?? (await repeat(trx));
    if (earlier) return earlier;
    const listing = await trx
      .selectFrom("listings")
      .innerJoin("dealers", "dealers.id", "listings.dealer_id")
      .select([
        "listings.vin",
        "listings.year",
        "listings.brand_name",
        "listings.model_name",
        "listings.trim_name",
        "listings.price",
        "listings.condition",
        "listings.mileage",
        "listings.is_sold",
        "dealers.id as dealer_id",
        "dealers.name as dealer_name",
        "dealers.email as dealer_email",
      ])
      .where("listings.vin", "=", vin)
      .executeTakeFirst();
    if (!listing) throw new NotFoundError(LEAD_MESSAGES.unknownVin);
    if (listing.is_sold) throw new HttpError(409, LEAD_MESSAGES.sold);

    // Optional fields arrive as "" from the form; stored and sent as absent.
    const contact = {
      name: lead.name,
      first_name: lead.first_name || null,
      last_name: lead.last_name || null,
      email: lead.email,
      phone: lead.phone || null,
      zip: lead.zip,
      interest: lead.interest,
    };
    const inserted = await trx
      .insertInto("leads")
      .values({
        idempotency_key: options.idempotencyKey,
        request_hash: requestHash,
        vin,
        dealer_id: listing.dealer_id,
        user_id: options.userId,
        ...contact,
        source: lead.source,
        page: lead.page,
        created_at: now,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    // A concurrent retry with the same key won the insert: answer its lead.
    if (!inserted) return (await replay(trx)) ?? Promise.reject(new Error("lead vanished after idempotency conflict"));

    const xml = buildAdfXml({
      id: inserted.id,
      requestDate: now,
      vehicle: {
        vin,
        year: listing.year,
        make: listing.brand_name,
        model: listing.model_name,
        trim: listing.trim_name,
        price: listing.price,
        condition: listing.condition,
        mileage: listing.mileage,
      },
      customer: contact,
      vendor: { id: listing.dealer_id, name: listing.dealer_name, email: listing.dealer_email },
      source: lead.source,
      page: lead.page,
    });
    await queueEmail(trx, {
      kind: "lead",
      to: listing.dealer_email,
      subject: `Lead: ${listing.year} ${listing.brand_name} ${listing.model_name} (${vin})`,
      text: xml,
    });
    return receipt(inserted.id);
  });
}
