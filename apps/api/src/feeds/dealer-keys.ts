import { hashToken, newSecretToken } from "../auth/secret-token.js";
import type { Db } from "../db/database.js";

/** Marks a dealer feed key so it is recognisable in logs and secret scanners. */
const KEY_MARK = "cmfeed_";
/** The key's first characters shown in lists: the mark and 8 random characters (48 of its 256 bits). */
const PREFIX_LENGTH = KEY_MARK.length + 8;

/** A key as `dealer-keys list` shows it: never the key, never its hash. */
export interface DealerKeyListing {
  id: number;
  dealer_id: number;
  dealer_name: string;
  label: string | null;
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

/** A dealer that does not exist, named by the CLI. */
export class UnknownDealerError extends Error {}

/**
 * Makes a new feed key for a dealer and answers it: the only time the key exists outside the
 * dealer's hands. Only its SHA-256 is stored (a 256-bit random key needs no slow hash, like sessions).
 */
export async function createDealerKey(db: Db, options: { dealerId: number; label?: string | null }): Promise<{ id: number; key: string; prefix: string }> {
  const dealer = await db.selectFrom("dealers").select("id").where("id", "=", options.dealerId).executeTakeFirst();
  if (!dealer) throw new UnknownDealerError(`Unknown dealer ${options.dealerId}.`);
  const key = `${KEY_MARK}${newSecretToken()}`;
  const prefix = key.slice(0, PREFIX_LENGTH);
  const row = await db
    .insertInto("dealer_feed_keys")
    .values({ dealer_id: dealer.id, label: options.label?.trim() || null, prefix, key_hash: hashToken(key) })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id: row.id, key, prefix };
}

/** Every key, active and revoked, oldest first. */
export function listDealerKeys(db: Db): Promise<DealerKeyListing[]> {
  return db
    .selectFrom("dealer_feed_keys")
    .innerJoin("dealers", "dealers.id", "dealer_feed_keys.dealer_id")
    .select([
      "dealer_feed_keys.id",
      "dealer_feed_keys.dealer_id",
      "dealers.name as dealer_name",
      "dealer_feed_keys.label",
      "dealer_feed_keys.prefix",
      "dealer_feed_keys.created_at",
      "dealer_feed_keys.last_used_at",
      "dealer_feed_keys.revoked_at",
    ])
    .orderBy("dealer_feed_keys.id")
    .execute();
}

/** Revokes a key for good; false when there is no such active key. */
export async function revokeDealerKey(db: Db, id: number, now = new Date()): Promise<boolean> {
  const result = await db.updateTable("dealer_feed_keys").set({ revoked_at: now }).where("id", "=", id).where("revoked_at", "is", null).executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The dealer and key a presented key stands for, or null for an unknown or revoked key (the caller does not say which). */
export async function authenticateDealerKey(db: Db, key: string, now = new Date()): Promise<{ keyId: number; dealerId: number } | null> {
  const row = await db
    .updateTable("dealer_feed_keys")
    .set({ last_used_at: now })
    .where("key_hash", "=", hashToken(key))
    .where("revoked_at", "is", null)
    .returning(["id", "dealer_id"])
    .executeTakeFirst();
  return row ? { keyId: row.id, dealerId: row.dealer_id } : null;
}
