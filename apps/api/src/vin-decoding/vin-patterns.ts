import { sql, type RawBuilder } from "kysely";
import type { Db } from "../db/database.js";
import { vinPatternKey } from "./vin-decoder.js";
import type { VinFacts } from "./vin-facts.js";

/**
 * Stores vPIC's decode of the patterns of cars the catalogue now holds (the seed's, a feed's), one row per
 * pattern (ADR 270). A pattern decoded again (a newer vPIC copy) replaces its facts.
 */
export async function rememberVinPatterns(db: Db, decodes: Iterable<{ vin: string; facts: VinFacts }>): Promise<void> {
  const byKey = new Map<string, VinFacts>();
  for (const { vin, facts } of decodes) byKey.set(vinPatternKey(vin), facts);
  if (byKey.size === 0) return;
  const rows = [...byKey].map(([pattern_key, facts]) => ({ pattern_key, facts: JSON.stringify(facts) }));
  await db
    .insertInto("vin_patterns")
    .values(rows)
    .onConflict((oc) => oc.column("pattern_key").doUpdateSet((eb) => ({ facts: eb.ref("excluded.facts"), decoded_at: new Date() })))
    .execute();
}

/** What vPIC says about a stored car's VIN, or null when its pattern was never decoded (a pre-1981 car). */
export async function storedVinFacts(db: Db, vin: string): Promise<VinFacts | null> {
  const row = await db.selectFrom("vin_patterns").select("facts").where("pattern_key", "=", vinPatternKey(vin)).executeTakeFirst();
  return row?.facts ?? null;
}

/**
 * `vinPatternKey` in SQL, of the VIN in `column` (e.g. `l.vin`): how a read joins a car to its pattern's row
 * (vin-patterns.test.ts holds the two to one answer).
 */
export function vinPatternKeySql(column: string): RawBuilder<string> {
  const vin = sql.ref(column);
  return sql<string>`(substr(${vin}, 1, 8) || substr(${vin}, 10, 2) || case when substr(${vin}, 3, 1) = '9' then substr(${vin}, 12, 3) else '' end)`;
}
