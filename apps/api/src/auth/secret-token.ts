import { createHash, randomBytes } from "node:crypto";

/** A fresh 256-bit random token, URL-safe: session secrets and emailed verification/reset links. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * What the database keeps of a token: its SHA-256. The tokens are 256-bit random, so a fast hash is
 * enough (no guessing to slow down) and a leaked table cannot be replayed.
 */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
