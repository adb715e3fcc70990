import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Db } from "../db/database.js";
import { UnauthorizedError } from "../http/errors.js";
import { readSessionToken } from "./session-cookie.js";
import { findSession, type SessionUser } from "./sessions.js";

/** The signed-in user of the request, or null for a visitor (no, unknown or expired session). */
export async function optionalUser(db: Db, request: FastifyRequest): Promise<SessionUser | null> {
  const token = readSessionToken(request);
  return token ? findSession(db, token) : null;
}

/** The signed-in user of the request; answers 401 'Unauthorized' otherwise (§6: account calls need a token). */
async function requireUser(db: Db, request: FastifyRequest): Promise<SessionUser> {
  const user = await optionalUser(db, request);
  if (!user) throw new UnauthorizedError();
  return user;
}

const signedInUsers = new WeakMap<FastifyRequest, SessionUser>();

/**
 * A preHandler of account calls: answers 401 before the call's input is validated (a visitor learns nothing
 * about the body's rules), and keeps the user for `signedInUser`.
 */
export function requireSignedIn(db: Db): preHandlerAsyncHookHandler {
  return async (request) => {
    signedInUsers.set(request, await requireUser(db, request));
  };
}

/** The user `requireSignedIn` found for this request. */
export function signedInUser(request: FastifyRequest): SessionUser {
  const user = signedInUsers.get(request);
  if (!user) throw new UnauthorizedError();
  return user;
}
