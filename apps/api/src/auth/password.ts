import { hash, verify } from "@node-rs/argon2";
import { COMMON_PASSWORDS } from "./common-passwords.js";

/**
 * Argon2id at OWASP's minimum (m=19 MiB, t=2, p=1). The library's default algorithm is Argon2id;
 * the parameters are spelled out so a library default change cannot weaken them silently.
 */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

/** Hashes a password into a PHC string (`$argon2id$v=19$m=19456,t=2,p=1$…`). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Whether `password` matches the stored PHC hash; a malformed hash counts as no match. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same Argon2 work as a real check when the email has no account, so the answer time does
 * not tell whether an address is registered. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword("Dummy-password-1!");
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The message for a password that satisfies §5's rule but is one of the most breached passwords. */
export const COMMON_PASSWORD_MESSAGE = "This password is too common. Please choose a less predictable one.";

/** Whether the password is on the bundled list of breached passwords (compared ignoring case). */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}
