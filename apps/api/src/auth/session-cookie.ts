import type { FastifyReply, FastifyRequest } from "fastify";
import { dependsOnWhoAsks } from "../http/personal-answers.js";
import { SESSION_DAYS } from "./sessions.js";

/** §6: the signed-in user's token travels in this cookie for 15 days. */
export const SESSION_COOKIE = "user-jwt-token";

/**
 * Sets the session cookie: HttpOnly so page scripts never hold the secret (ADR 050), SameSite=Lax
 * against cross-site posts, Secure in production.
 */
export function setSessionCookie(reply: FastifyReply, token: string, production: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: SESSION_DAYS * 24 * 60 * 60,
  });
}

/** §4 sign-out clears the cookie. */
export function clearSessionCookie(reply: FastifyReply, production: boolean): void {
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: production, path: "/" });
}

/**
 * The session token of a request: the HttpOnly cookie (browser) or `Authorization: Bearer` (server rendering).
 * Reading it makes the answer personal (`Cache-Control: no-store`, `Vary: Cookie`), signed in or not.
 */
export function readSessionToken(request: FastifyRequest): string | null {
  dependsOnWhoAsks(request);
  const header = request.headers.authorization;
  if (header?.startsWith("Bearer ")) {
    const token = header.slice("Bearer ".length).trim();
    if (token) return token;
  }
  return request.cookies[SESSION_COOKIE] || null;
}
