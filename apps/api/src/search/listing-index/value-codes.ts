/**
 * The distinct values of one listing column as small codes: code 0 is null (SQL NULL matches no selection
 * and names no facet option), 1, 2, … the values in the order first seen. Text values also keep their
 * `lower()` as the database computes it, since selections match `lower(column)` (ADR 258: Postgres's
 * lower() and JavaScript's toLowerCase() differ outside ASCII).
 */
export class ValueCodes<T extends string | number> {
  private readonly codes = new Map<T, number>();
  /** Value of each code; index 0 is null. */
  readonly values: (T | null)[] = [null];
  /** `lower(value)` as the database answered it, by code; undefined until asked (text columns only). */
  readonly lowered: (string | undefined)[] = [undefined];

  get size(): number {
    return this.values.length;
  }

  /** The code of `value`, adding it when new. */
  codeOf(value: T | null): number {
    if (value === null) return 0;
    let code = this.codes.get(value);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(value, code);
      this.values.push(value);
      this.lowered.push(undefined);
    }
    return code;
  }

  /** The code of `value`, or undefined when no car ever had it. */
  find(value: T): number | undefined {
    return this.codes.get(value);
  }

  /** Text values whose `lower()` the database has not given yet. */
  unlowered(): string[] {
    const missing: string[] = [];
    for (let code = 1; code < this.values.length; code++) if (this.lowered[code] === undefined) missing.push(String(this.values[code]));
    return missing;
  }

  /** Records the database's `lower()` of values this dictionary holds. */
  setLowered(lowered: ReadonlyMap<string, string>): void {
    for (let code = 1; code < this.values.length; code++) {
      const lower = lowered.get(String(this.values[code]));
      if (lower !== undefined) this.lowered[code] = lower;
    }
  }

  /** A table by code: 1 where `lower(value)` is among `wanted` (already lower-case), else 0; null never matches. */
  matchLowered(wanted: readonly string[]): Uint8Array {
    const set = new Set(wanted);
    const table = new Uint8Array(this.values.length);
    for (let code = 1; code < this.values.length; code++) {
      const lower = this.lowered[code];
      table[code] = lower !== undefined && set.has(lower) ? 1 : 0;
    }
    return table;
  }

  /** A table by code: 1 where the value is one of `wanted` exactly; null never matches. */
  matchExactly(wanted: readonly T[]): Uint8Array {
    const table = new Uint8Array(this.values.length);
    for (const value of wanted) {
      const code = this.codes.get(value);
      if (code !== undefined) table[code] = 1;
    }
    return table;
  }
}
