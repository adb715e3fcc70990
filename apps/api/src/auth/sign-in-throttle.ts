import { sql, type RawBuilder } from "kysely";
import type { Db } from "../db/database.js";
import { hashToken } from "./secret-token.js";

/**
 * How sign-in slows password guessing per account without locking its owner out (issue #25, ADR 316; ASVS 6.3,
 * NIST 800-63B 5.2.2): each wrong password after the free ones makes a browser the account is not known on wait
 * twice as long, up to a cap; its owner, from a browser the account signed in on before or after an emailed link,
 * is never made to wait.
 */
export const SIGN_IN_THROTTLE = {
  /** Wrong passwords an email takes before any wait (typos). */
  freeFailures: 5,
  /** The wait after the first failure past the free ones; each further failure doubles it. */
  firstDelayMs: 1_000,
  maxDelayMs: 15 * 60_000,
  /** A day without a failure and the count starts over. */
  forgetAfterMs: 24 * 60 * 60_000,
  /** From this many tries in a run (refused ones too) the owner is emailed, at most once per warnEveryMs. */
  warnAt: 10,
  warnEveryMs: 24 * 60 * 60_000,
  /** Password tries from one browser the account is known on, which skip the wait, per window. */
  knownDeviceTries: 10,
  knownDeviceWindowMs: 15 * 60_000,
} as const;

const T = SIGN_IN_THROTTLE;

/** One in this many claims also sweeps rows long forgotten (no background loop to stop). */
const SWEEP_EVERY = 500;

/** The throttle's key of an email: its hash, lowercase and trimmed, whether or not an account has it. */
export function accountKey(email: string): string {
  return hashToken(email.trim().toLowerCase());
}

/** The wait after `failures` wrong passwords in a row, in milliseconds. */
export function delayAfterFailures(failures: number): number {
  if (failures <= T.freeFailures) return 0;
  return Math.min(T.maxDelayMs, T.firstDelayMs * 2 ** Math.min(failures - T.freeFailures - 1, 30));
}

/** delayAfterFailures in SQL, for the count a statement is writing. */
function delayAfterSql(failures: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`least(${T.maxDelayMs}, case when ${failures} <= ${T.freeFailures} then 0 else ${T.firstDelayMs} * power(2, least(${failures} - ${T.freeFailures} - 1, 30)) end)`;
}

const ms = (value: number) => sql`${value} * interval '1 millisecond'`;

export type SignInClaim = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Claims one password check of `key` from a browser the account is not known on. Every try counts in the run
 * (`attempts`, what the warning reads); one whose wait is over is allowed and counted as a failure at once, in the
 * same statement, so a burst of parallel guesses cannot all slip in before the count grows (a correct password
 * then clears it). The statement also writes whether it allowed the claim, and that is what is read back: two
 * statements can share a now() (PGlite's moves in whole milliseconds), so "its last failure is now()" cannot tell.
 */
export async function claimSignInAttempt(db: Db, key: string): Promise<SignInClaim> {
  const forgotten = sql<boolean>`t.last_failure_at < now() - ${ms(T.forgetAfterMs)}`;
  const allowed = sql<boolean>`(t.next_attempt_at <= now() or ${forgotten})`;
  const failures = sql<number>`(case when ${forgotten} then 1 else t.failures + 1 end)`;
  const { rows } = await sql<{ allowed: boolean; seconds: number }>`
    insert into sign_in_throttles as t (account_key, attempts, failures, last_failure_at, next_attempt_at, last_claim_allowed)
    values (${key}, 1, 1, now(), now() + ${ms(delayAfterFailures(1))}, true)
    on conflict (account_key) do update set
      last_claim_allowed = ${allowed},
      attempts = case when ${forgotten} then 1 else t.attempts + 1 end,
      failures = case when ${allowed} then ${failures} else t.failures end,
      last_failure_at = case when ${allowed} then now() else t.last_failure_at end,
      next_attempt_at = case when ${allowed} then now() + ${delayAfterSql(failures)} * interval '1 millisecond' else t.next_attempt_at end
    returning last_claim_allowed as allowed, greatest(1, ceil(extract(epoch from next_attempt_at - now())))::int as seconds`.execute(db);
  if (Math.random() < 1 / SWEEP_EVERY) {
    await sql`delete from sign_in_throttles where last_failure_at < now() - ${ms(T.forgetAfterMs)} and (warned_at is null or warned_at < now() - ${ms(T.warnEveryMs)})`.execute(
      db,
    );
  }
  const claimed = rows[0];
  if (!claimed) throw new Error("the sign-in claim returned no row");
  return claimed.allowed ? { allowed: true } : { allowed: false, retryAfterSeconds: claimed.seconds };
}

/** A correct password (or an emailed link) ends the run. The last warning's date stays. */
export async function clearSignInFailures(db: Db, key: string): Promise<void> {
  await db
    .updateTable("sign_in_throttles")
    .set({ attempts: 0, failures: 0, next_attempt_at: sql`now()` })
    .where("account_key", "=", key)
    .execute();
}

/**
 * Whether the owner of `key` should be told now that their account is being guessed: the run has reached warnAt
 * tries and nobody was told within warnEveryMs. Marks the telling in the same statement, so two instances never
 * both send it; call it in the transaction that queues the email. Answers the run's tries, or null.
 */
export async function claimAttackWarning(db: Db, key: string): Promise<number | null> {
  const row = await db
    .updateTable("sign_in_throttles")
    .set({ warned_at: sql`now()` })
    .where("account_key", "=", key)
    .where("attempts", ">=", T.warnAt)
    .where((eb) => eb.or([eb("warned_at", "is", null), eb("warned_at", "<", sql<Date>`now() - ${ms(T.warnEveryMs)}`)]))
    .returning("attempts")
    .executeTakeFirst();
  return row?.attempts ?? null;
}
