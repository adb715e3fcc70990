import type { Db } from "../db/database.js";
import { sharedVinDecoder, vinPatternKey, vinStructureProblem, type VinDecode } from "./vin-decoder.js";
import type { VinFacts } from "./vin-facts.js";

/** Pattern keys read from `vin_patterns` per statement. */
const KEYS_PER_READ = 1000;

/** The decodes of some VINs, and those vPIC decoded now (their patterns are not stored yet). */
export interface Decodes {
  byVin: Map<string, VinDecode>;
  fresh: { vin: string; facts: VinFacts }[];
}

/**
 * Decodes VINs as cheaply as they can be (ADR 277): each VIN's structure first, then its pattern's facts from
 * `vin_patterns` (the seed's and the feeds' cars: one read per thousand patterns), and only the patterns never
 * stored through the process's decoder, one at a time with the event loop free between them (a cold pattern
 * holds it for tens of milliseconds). The feed importer decodes a whole feed so, the decode call one VIN.
 */
export async function decodeVins(db: Db, vins: Iterable<string>): Promise<Decodes> {
  const byVin = new Map<string, VinDecode>();
  const wellFormed = new Map<string, string[]>();
  for (const vin of new Set(vins)) {
    const problem = vinStructureProblem(vin);
    if (problem) byVin.set(vin, { ok: false, vin, ...problem });
    else wellFormed.set(vinPatternKey(vin), [...(wellFormed.get(vinPatternKey(vin)) ?? []), vin]);
  }
  const stored = await storedPatterns(db, [...wellFormed.keys()]);
  const fresh: Decodes["fresh"] = [];
  for (const [key, patternVins] of wellFormed) {
    const facts = stored.get(key);
    if (facts) {
      for (const vin of patternVins) byVin.set(vin, { ok: true, vin, facts });
      continue;
    }
    const decoder = await sharedVinDecoder();
    for (const vin of patternVins) {
      const decode = await decoder.decode(vin);
      byVin.set(vin, decode);
      if (decode.ok && vin === patternVins[0]) fresh.push({ vin, facts: decode.facts });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  return { byVin, fresh };
}

async function storedPatterns(db: Db, keys: readonly string[]): Promise<Map<string, VinFacts>> {
  const facts = new Map<string, VinFacts>();
  for (let start = 0; start < keys.length; start += KEYS_PER_READ) {
    const rows = await db
      .selectFrom("vin_patterns")
      .select(["pattern_key", "facts"])
      .where("pattern_key", "in", keys.slice(start, start + KEYS_PER_READ))
      .execute();
    for (const row of rows) facts.set(row.pattern_key, row.facts);
  }
  return facts;
}
