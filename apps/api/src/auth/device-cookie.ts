import { randomBytes } from "node:crypto";
import { signerFactory } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/database.js";
import { dependsOnWhoAsks } from "../http/personal-answers.js";
import { serverSecret } from "./server-secrets.js";

/**
 * The browser an account signed in on, or proved its email on (a verification or reset link): signed by the API,
 * so a password sign-in from it passes the account's throttle however hard others are guessing (ADR 316).
 */
export const DEVICE_COOKIE = "cm_device";

/** Half a year: a browser the owner uses stays known between visits. */
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

/** Only the auth calls read it, so only they are sent it. */
const DEVICE_COOKIE_PATH = "/api/auth";

const deviceSigner = async (db: Db) => signerFactory(await serverSecret(db, "device-cookie"));

/** What a valid device cookie names: the account, and the browser (for that browser's own budget). */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

/** The device of the request's cookie when the server signed it, else null (absent, forged or altered). */
export async function readKnownDevice(db: Db, request: FastifyRequest): Promise<KnownDevice | null> {
  dependsOnWhoAsks(request);
  const cookie = request.cookies[DEVICE_COOKIE];
  if (!cookie) return null;
  const result = (await deviceSigner(db)).unsign(cookie);
  const match = result.valid ? /^(\d{1,10})\.([\w-]{22})$/.exec(result.value ?? "") : null;
  return match ? { userId: Number(match[1]), deviceId: match[2]! } : null;
}

/** Marks this browser as one account `userId`'s owner uses: HttpOnly, SameSite=Lax, Secure in production. */
export async function rememberDevice(db: Db, reply: FastifyReply, userId: number, production: boolean): Promise<void> {
  const value = `${userId}.${randomBytes(16).toString("base64url")}`;
  reply.setCookie(DEVICE_COOKIE, (await deviceSigner(db)).sign(value), {
    httpOnly: true,
    sameSite: "lax",
    secure: production,
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_MAX_AGE_S,
  });
}
