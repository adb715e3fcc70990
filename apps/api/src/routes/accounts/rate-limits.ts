import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { readSessionToken } from "../../auth/session-cookie.js";
import { hashToken } from "../../auth/secret-token.js";
import type { Db } from "../../db/database.js";
import { HttpError } from "../../http/errors.js";
import { networkPrefix } from "../../http/network-prefix.js";
import { countHit } from "../../http/rate-limit-store.js";

export const TOO_MANY_ATTEMPTS_MESSAGE = "Too many attempts. Please try again later.";

/** A call's budgets: per IP, and per subject (the body's email, or the session), in one window. */
export interface RateBudget {
  perIp: number;
  perSubject: number;
  windowMs: number;
}

/** A call's budget per IP only. */
export type AddressBudget = Pick<RateBudget, "perIp" | "windowMs">;

/** Budgets of the calls attackers hammer (guessing passwords, mail bombing, spamming the operator or dealers, stuffing votes). */
export const AUTH_RATE_LIMITS = {
  /** Per address only: per account, sign-in slows guessing without refusing the owner (auth/sign-in-throttle.ts, ADR 316). */
  signIn: { perIp: 20, windowMs: 15 * 60_000 },
  emailLink: { perIp: 10, perSubject: 3, windowMs: 15 * 60_000 },
  subscribe: { perIp: 30, perSubject: 10, windowMs: 60 * 60_000 },
  /** Guessing the old password with a stolen session. */
  changePassword: { perIp: 20, perSubject: 5, windowMs: 15 * 60_000 },
  paymentRequest: { perIp: 20, perSubject: 5, windowMs: 60 * 60_000 },
  /** Each lead emails a dealer: per address and per shopper email (the body's). */
  lead: { perIp: 20, perSubject: 10, windowMs: 60 * 60_000 },
  /** A dealer or car review (each kind its own budget): per address, and per the writer's email (issue #25). */
  review: { perIp: 20, perSubject: 10, windowMs: 60 * 60_000 },
  /** Like/dislike on dealer reviews: per address, and per voter (session or visitor cookie). */
  reviewVote: { perIp: 60, perSubject: 30, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateBudget | AddressBudget>;

/**
 * New votes on one review from one address, and from one network (its /24 or /48), in a day: fresh visitor cookies
 * are free to take, so without these one address added +30 (issue #25, ADR 314). Scaled by RATE_LIMIT_SCALE.
 */
const REVIEW_VOTE_DAILY = { perAddress: 3, perNetwork: 10, windowMs: 24 * 60 * 60_000 } as const;

/** What a vote past the review's budget for its address or network is told (429). */
export const TOO_MANY_VOTES_MESSAGE = "Too many votes on this review from your network today. Please try again tomorrow.";

/**
 * Spends a vote of `voter` on review `reviewId` from `address` against REVIEW_VOTE_DAILY: a voter counts once a
 * day however often they change or take back their vote. Runs on `db`, the vote's own transaction, so a refused
 * vote leaves no count behind; a 429 with `Retry-After` when the address's or the network's budget is spent.
 */
export async function spendReviewVote(db: Db, reviewId: number, vote: { voter: string; address: string; scale: number }): Promise<void> {
  const { windowMs } = REVIEW_VOTE_DAILY;
  if ((await countHit(db, `review-vote:${reviewId}:voter:${vote.voter}`, windowMs)).current > 1) return;
  const budgets = [
    { key: `review-vote:${reviewId}:ip:${vote.address}`, max: REVIEW_VOTE_DAILY.perAddress * vote.scale },
    { key: `review-vote:${reviewId}:net:${networkPrefix(vote.address)}`, max: REVIEW_VOTE_DAILY.perNetwork * vote.scale },
  ];
  for (const budget of budgets) await spendBudget(db, { ...budget, windowMs }, TOO_MANY_VOTES_MESSAGE);
}

/** Counts one hit of `key` in its window; a 429 with `message` and `Retry-After` past `max`. */
export async function spendBudget(db: Db, budget: { key: string; max: number; windowMs: number }, message: string = TOO_MANY_ATTEMPTS_MESSAGE): Promise<void> {
  const { current, ttl } = await countHit(db, budget.key, budget.windowMs);
  if (current > budget.max) throw new HttpError(429, message, Math.max(1, Math.ceil(ttl / 1000)));
}

/** The subject of an anonymous call: the `email` of its body, normalised. */
export function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase().slice(0, 320) : "";
}

/** The subject of a signed-in call: its session (hashed, so the secret never sits in the limiter's keys). */
export function sessionSubject(request: FastifyRequest): string {
  const token = readSessionToken(request);
  return token ? hashToken(token) : "";
}

/**
 * A preHandler that counts the request against two budgets, its IP and its subject, and answers 429
 * with `Retry-After` and `message` when either is spent. Runs after body parsing, so the body's email is known.
 * Needs @fastify/rate-limit registered on `app` (its store is the database every instance shares).
 */
export function limitByIpAndSubject(
  app: FastifyInstance,
  name: string,
  budget: RateBudget,
  subject: (request: FastifyRequest) => string,
  message: string = TOO_MANY_ATTEMPTS_MESSAGE,
): preHandlerAsyncHookHandler {
  const bySubject = app.createRateLimit({
    max: budget.perSubject,
    timeWindow: budget.windowMs,
    keyGenerator: (request) => `${name}:subject:${subject(request)}`,
  });
  return answerWhenSpent([limitOfIp(app, name, budget), bySubject], message);
}

/**
 * A preHandler that counts the request against its IP's budget only: a public read with no subject (the VIN
 * decode), which answers 429 with `Retry-After` like the others.
 */
export function limitByIp(app: FastifyInstance, name: string, budget: AddressBudget): preHandlerAsyncHookHandler {
  return answerWhenSpent([limitOfIp(app, name, budget)], TOO_MANY_ATTEMPTS_MESSAGE);
}

function limitOfIp(app: FastifyInstance, name: string, budget: AddressBudget) {
  return app.createRateLimit({
    max: budget.perIp * app.config.rateLimitScale,
    timeWindow: budget.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
}

function answerWhenSpent(limits: readonly ReturnType<FastifyInstance["createRateLimit"]>[], message: string): preHandlerAsyncHookHandler {
  return async (request) => {
    for (const limit of limits) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) throw new HttpError(429, message, result.ttlInSeconds);
    }
  };
}
