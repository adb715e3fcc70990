import { createHash, createHmac } from "node:crypto";
import { sql } from "kysely";
import { serverSecret } from "../../auth/server-secrets.js";
import type { ReviewStatus } from "../../db/catalog-tables.js";
import type { Db } from "../../db/database.js";
import { refreshDealerRatings } from "../../dealers/dealer-ratings.js";
import { hasDomainLikeText } from "./domain-like.js";

/**
 * The one moderation rule of shopper reviews, dealer and car alike (ADRs 044, 218): a review is
 * published at once unless a check flags it, in which case it waits, unlisted and uncounted, until a
 * moderator approves it (`pnpm --filter @carmarket/api reviews`).
 */

/** Which reviews: a dealer's (§7 dealer reviews) or a car's (§2.1 WRITE_REVIEW). */
export type ReviewKind = "dealer" | "car";
export const REVIEW_KINDS = ["dealer", "car"] as const satisfies readonly ReviewKind[];

const TABLES = { dealer: "dealer_reviews", car: "car_reviews" } as const satisfies Record<ReviewKind, string>;

/** Words that hold a review for a moderator (a short list; moderators catch the rest). */
const BLOCKED_WORDS = ["fuck", "shit", "bitch", "asshole", "bastard", "cunt", "dick", "scam"] as const;

const CHECKS: readonly { note: string; flags: (text: string) => boolean }[] = [
  { note: "Contains a link.", flags: (t) => /https?:\/\/|www\./i.test(t) || hasDomainLikeText(t) },
  { note: "Contains markup.", flags: (t) => /<[a-z!/?]|&#?\w+;|javascript:/i.test(t) },
  { note: "Contains blocked language.", flags: (t) => BLOCKED_WORDS.some((w) => new RegExp(`\\b${w}`, "i").test(t)) },
  { note: "Looks like spam (repeated characters).", flags: (t) => /(.)\1{7,}/.test(t) },
  { note: "Written in capitals.", flags: (t) => t.replace(/[^A-Za-z]/g, "").length >= 20 && t === t.toUpperCase() },
];

/** The content checks alone: 'published', or 'pending' with the reasons a moderator sees. */
export function moderateReview(review: { title: string; text: string; name: string }): { status: ReviewStatus; note: string } {
  const all = `${review.title}\n${review.text}\n${review.name}`;
  const notes = CHECKS.filter((check) => check.flags(all)).map((check) => check.note);
  return notes.length ? { status: "pending", note: notes.join(" ") } : { status: "published", note: "" };
}

/** What a new review is stored with: its moderation outcome and what the next review is compared with. */
export interface ModerationFields {
  status: ReviewStatus;
  moderation_note: string;
  content_hash: string;
  address_key: string;
}

/**
 * Moderates a new review of `kind`: the content checks, plus a repeat check (the same title and text,
 * ignoring case and spacing, already written by the same `author`, the writer's lowercase email, or from the
 * same `address`), plus any `otherHolds` the caller's own rules found. The address is kept only as a keyed hash.
 */
export async function moderateNewReview(
  db: Db,
  kind: ReviewKind,
  review: { title: string; text: string; name: string },
  writer: { author: string; address: string },
  otherHolds: readonly string[] = [],
): Promise<ModerationFields> {
  const content = moderateReview(review);
  const normalised = `${review.title}\n${review.text}`.toLowerCase().replace(/\s+/g, " ").trim();
  const content_hash = createHash("sha256").update(normalised).digest("hex");
  const address_key = createHmac("sha256", await serverSecret(db, "review-address"))
    .update(writer.address)
    .digest("hex");
  const { rows } = await sql`
    select 1 from ${sql.table(TABLES[kind])}
    where content_hash = ${content_hash} and (address_key = ${address_key} or email = ${writer.author})
    limit 1`.execute(db);
  const notes = [content.note, rows.length > 0 ? "Repeats an earlier review by the same writer or address." : "", ...otherHolds].filter(Boolean);
  return { status: notes.length > 0 ? "pending" : "published", moderation_note: notes.join(" "), content_hash, address_key };
}

/** A review waiting for a moderator, as the CLI lists it. */
export interface HeldReview {
  kind: ReviewKind;
  id: number;
  /** The dealer's or research car's id. */
  subject_id: number;
  rating: number;
  title: string;
  text: string;
  author_name: string;
  moderation_note: string;
  created_at: Date;
}

/** Held reviews of one kind or both, oldest first. */
export async function listHeldReviews(db: Db, kinds: readonly ReviewKind[] = REVIEW_KINDS): Promise<HeldReview[]> {
  const held: HeldReview[] = [];
  for (const kind of kinds) {
    const subject = kind === "dealer" ? sql<number>`dealer_id` : sql<number>`research_car_id`;
    const { rows } = await sql<Omit<HeldReview, "kind">>`
      select id, ${subject} as subject_id, rating, title, text, author_name, moderation_note, created_at
      from ${sql.table(TABLES[kind])} where status = 'pending' order by created_at, id`.execute(db);
    held.push(...rows.map((row) => ({ kind, ...row, created_at: new Date(row.created_at) })));
  }
  return held;
}

/** Publishes a held review (a dealer's rating and count then include it); false when no such review waits. */
export async function approveReview(db: Db, kind: ReviewKind, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ subject_id: number }>`
      update ${sql.table(TABLES[kind])} set status = 'published', moderation_note = ''
      where id = ${id} and status = 'pending'
      returning ${kind === "dealer" ? sql`dealer_id` : sql`research_car_id`} as subject_id`.execute(trx);
    const approved = rows[0];
    if (approved && kind === "dealer") await refreshDealerRatings(trx, approved.subject_id);
    return approved !== undefined;
  });
}

/** Deletes a held review; false when no such review waits (published ones are never touched). */
export async function rejectReview(db: Db, kind: ReviewKind, id: number): Promise<boolean> {
  const result = await sql`delete from ${sql.table(TABLES[kind])} where id = ${id} and status = 'pending'`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** Answers of the review calls (our wording; the spec gives none). */
export const REVIEW_MESSAGES = {
  published: "Thank you! Your review has been published.",
  dealerPublished: "Thank you! Your review has been posted.",
  /** Said to the writer of a held review, in both apps. */
  pending: "Thank you! Your review is held for moderation and will appear once a moderator approves it.",
  carNotFound: "Car not found.",
  tooMany: "Too many reviews. Please try again later.",
} as const;
