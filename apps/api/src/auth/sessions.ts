import type { Db } from "../db/database.js";
import { hashToken, newSecretToken } from "./secret-token.js";

/** §9: the session cookie (and the session behind it) lasts 15 days. */
export const SESSION_DAYS = 15;
const SESSION_MS = SESSION_DAYS * 24 * 60 * 60 * 1000;

/** The signed-in user a request acts for, and which session it came through. */
export interface SessionUser {
  sessionId: number;
  userId: number;
  email: string;
}

/** Starts a session for the user; returns the secret token (only its hash is stored). */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  const token = newSecretToken();
  await db
    .insertInto("sessions")
    .values({ user_id: userId, token_hash: hashToken(token), expires_at: new Date(now.getTime() + SESSION_MS) })
    .execute();
  return token;
}

/** The live session of a token, or null when unknown, revoked or expired. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .select(["sessions.id as sessionId", "users.id as userId", "users.email"])
    .where("sessions.token_hash", "=", hashToken(token))
    .where("sessions.expires_at", ">", now)
    .executeTakeFirst();
  return row ?? null;
}

/** Ends one session (sign-out). */
export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("token_hash", "=", hashToken(token)).execute();
}

/** Ends every session of the user except `keepSessionId`: after a password change or reset. */
export async function endOtherSessions(db: Db, userId: number, keepSessionId?: number): Promise<void> {
  let query = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (keepSessionId !== undefined) query = query.where("id", "<>", keepSessionId);
  await query.execute();
}
