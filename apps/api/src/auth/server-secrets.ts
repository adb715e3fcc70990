import { randomBytes } from "node:crypto";
import type { Db } from "../db/database.js";

const known = new WeakMap<Db, Map<string, Promise<Buffer>>>();

async function readOrCreate(db: Db, name: string): Promise<Buffer> {
  // The first instance to ask creates the key; every other one reads the row that won.
  await db
    .insertInto("server_secrets")
    .values({ name, secret: randomBytes(32).toString("base64url") })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await db.selectFrom("server_secrets").select("secret").where("name", "=", name).executeTakeFirstOrThrow();
  return Buffer.from(row.secret, "base64url");
}

/**
 * The 256-bit key called `name`, shared by every API instance on this database (ADR 217): kept in
 * `server_secrets`, created on first use, then remembered by this process. A failed read is retried
 * on the next call rather than remembered.
 */
export function serverSecret(db: Db, name: string): Promise<Buffer> {
  let secrets = known.get(db);
  if (!secrets) known.set(db, (secrets = new Map()));
  const cached = secrets.get(name);
  if (cached) return cached;
  const loading = readOrCreate(db, name);
  secrets.set(name, loading);
  loading.catch(() => secrets.delete(name));
  return loading;
}
