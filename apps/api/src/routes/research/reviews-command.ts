import { parseArgs } from "node:util";
import type { Db } from "../../db/database.js";
import { approveReview, listHeldReviews, rejectReview, REVIEW_KINDS, type ReviewKind } from "./review-moderation.js";

export const REVIEWS_USAGE = "usage: reviews list [--kind dealer|car] | reviews approve <id> --kind dealer|car | reviews reject <id> --kind dealer|car";

const isKind = (value: unknown): value is ReviewKind => REVIEW_KINDS.includes(value as ReviewKind);

/**
 * The moderator's command (`pnpm --filter @carmarket/api reviews …`, ADR 218): lists held reviews,
 * approves one (published, counted) or rejects one (deleted). Writes lines through `print`; answers
 * the exit code (0 done, 1 no such held review, 2 bad arguments).
 */
export async function runReviewsCommand(db: Db, args: readonly string[], print: (line: string) => void): Promise<number> {
  const { positionals, values } = parseArgs({ args: [...args], allowPositionals: true, options: { kind: { type: "string" } } });
  const [command, idText] = positionals;
  if (values.kind !== undefined && !isKind(values.kind)) return usage(print);
  if (command === "list" && idText === undefined) {
    const held = await listHeldReviews(db, values.kind ? [values.kind] : REVIEW_KINDS);
    for (const review of held) {
      const subject = review.kind === "dealer" ? `dealer ${review.subject_id}` : `car ${review.subject_id}`;
      print(
        `${review.kind} ${review.id} (${subject}, ${review.created_at.toISOString()}) ${review.rating}★ "${review.title}" by ${review.author_name}: ${review.moderation_note}`,
      );
      print(`    ${review.text.replace(/\s+/g, " ")}`);
    }
    print(`${held.length} held review${held.length === 1 ? "" : "s"}.`);
    return 0;
  }
  const id = Number(idText);
  if ((command !== "approve" && command !== "reject") || !values.kind || !Number.isInteger(id) || id <= 0) return usage(print);
  const done = command === "approve" ? await approveReview(db, values.kind, id) : await rejectReview(db, values.kind, id);
  print(done ? `${values.kind} review ${id} ${command === "approve" ? "published" : "deleted"}.` : `No held ${values.kind} review ${id}.`);
  return done ? 0 : 1;
}

function usage(print: (line: string) => void): number {
  print(REVIEWS_USAGE);
  return 2;
}
