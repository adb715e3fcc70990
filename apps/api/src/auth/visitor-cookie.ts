import { randomBytes } from "node:crypto";
import { signerFactory } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { dependsOnWhoAsks } from "../http/personal-answers.js";
import { serverSecret } from "./server-secrets.js";

/** The visitor id the API issues and signs (ADR 217); review votes trust only this, never `X-Cookie-Id`. */
export const VISITOR_COOKIE = "cm_visitor";

/** A year: votes stay the visitor's for as long as the browser keeps the cookie. */
const VISITOR_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const visitorSigner = async (db: Db) => signerFactory(await serverSecret(db, "visitor-cookie"));

/** The visitor id of the request's cookie if the server signed it, else null (absent, forged or altered). */
export async function readVisitorId(db: Db, request: FastifyRequest): Promise<string | null> {
  dependsOnWhoAsks(request);
  const cookie = request.cookies[VISITOR_COOKIE];
  if (!cookie) return null;
  const result = (await visitorSigner(db)).unsign(cookie);
  return result.valid ? result.value : null;
}

/**
 * Issues a fresh visitor id in the signed cookie: HttpOnly so no page script reads or copies it,
 * SameSite=Lax so other sites cannot vote with it, Secure in production.
 */
export async function issueVisitorCookie(db: Db, reply: FastifyReply, production: boolean): Promise<void> {
  const id = randomBytes(16).toString("base64url");
  reply.setCookie(VISITOR_COOKIE, (await visitorSigner(db)).sign(id), {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: "/",
    maxAge: VISITOR_COOKIE_MAX_AGE_S,
  });
}

/** The raw cookie (signed or not), for rate-limit keys only: never an identity. */
export function visitorCookieText(request: FastifyRequest): string {
  dependsOnWhoAsks(request);
  return request.cookies[VISITOR_COOKIE] ?? "";
}
