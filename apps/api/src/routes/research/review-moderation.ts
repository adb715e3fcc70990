/**
 * Moderation rule of car reviews (docs/api-research.md): a review is published at once unless one of
 * these checks flags it, in which case it waits, unpublished, for a moderator.
 */

/** Words that hold a review for a moderator (a short list; moderators catch the rest). */
const BLOCKED_WORDS = ["fuck", "shit", "bitch", "asshole", "bastard", "cunt", "dick", "scam"] as const;

const CHECKS: readonly { note: string; flags: (text: string) => boolean }[] = [
  { note: "Contains a link.", flags: (t) => /https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|io|biz|info|ru|xyz)\b/i.test(t) },
  { note: "Contains markup.", flags: (t) => /<[a-z!/?]|&#?\w+;|javascript:/i.test(t) },
  { note: "Contains blocked language.", flags: (t) => BLOCKED_WORDS.some((w) => new RegExp(`\\b${w}`, "i").test(t)) },
  { note: "Looks like spam (repeated characters).", flags: (t) => /(.)\1{7,}/.test(t) },
  { note: "Written in capitals.", flags: (t) => t.replace(/[^A-Za-z]/g, "").length >= 20 && t === t.toUpperCase() },
];

/** The moderation outcome: 'published', or 'pending' with the reasons a moderator sees. */
export function moderateReview(review: { title: string; text: string; name: string }): { status: "published" | "pending"; note: string } {
  const all = `${review.title}\n${review.text}\n${review.name}`;
  const notes = CHECKS.filter((check) => check.flags(all)).map((check) => check.note);
  return notes.length ? { status: "pending", note: notes.join(" ") } : { status: "published", note: "" };
}

/** Answers of POST /reviews (our wording; the spec gives none). */
export const REVIEW_MESSAGES = {
  published: "Thank you! Your review has been published.",
  pending: "Thank you! Your review will appear once a moderator has checked it.",
  carNotFound: "Car not found.",
  tooMany: "Too many reviews. Please try again later.",
} as const;
