import type { Db } from "../db/database.js";
import type { AuthTokenPurpose } from "../db/account-tables.js";
import { hashToken, newSecretToken } from "./secret-token.js";

/** How long an emailed link works: verification 24 h, password reset 1 h. */
export const EMAIL_TOKEN_TTL_MS: Record<AuthTokenPurpose, number> = {
  verify_email: 24 * 60 * 60 * 1000,
  reset_password: 60 * 60 * 1000,
};

/** Issues a single-use token for an emailed link; returns the raw token (only its hash is stored). */
export async function issueEmailToken(db: Db, userId: number, purpose: AuthTokenPurpose, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto("auth_tokens")
    .values({ token_hash: hashToken(token), user_id: userId, purpose, expires_at: new Date(now.getTime() + EMAIL_TOKEN_TTL_MS[purpose]) })
    .execute();
  return token;
}

/**
 * Uses up a token: one atomic update marks it used only if unused and unexpired, so two concurrent
 * uses cannot both succeed. Returns the user id, or null for an unknown, used or expired token.
 * Using one also voids the user's other unused tokens of the same purpose.
 */
export async function consumeEmailToken(db: Db, token: string, purpose: AuthTokenPurpose, now = new Date()): Promise<number | null> {
  const row = await db
    .updateTable("auth_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .where("expires_at", ">", now)
    .returning("user_id")
    .executeTakeFirst();
  if (!row) return null;
  await db
    .updateTable("auth_tokens")
    .set({ used_at: now })
    .where("user_id", "=", row.user_id)
    .where("purpose", "=", purpose)
    .where("used_at", "is", null)
    .execute();
  return row.user_id;
}
