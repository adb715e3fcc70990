/** The typed arrays a {@link CompactInts} holds, narrowest first. */
export type IntArray = Uint8Array | Uint16Array | Int32Array;

/**
 * One small integer per car (a facet value's code, an image count) in the narrowest typed array that
 * holds every value written so far: a byte until a value passes 255, then two bytes, then four.
 * Most facets have a few dozen values, so a million cars' codes take a megabyte a facet (ADR 258).
 */
export class CompactInts {
  /** The values; read it into a local in loops (it is replaced when the column widens or grows). */
  values: IntArray;
  /** The largest value the array holds; below zero only once it is an Int32Array. */
  private max = 0xff;
  private min = 0;

  constructor(capacity: number) {
    this.values = new Uint8Array(capacity);
  }

  get(index: number): number {
    return this.values[index]!;
  }

  set(index: number, value: number): void {
    if (value > this.max || value < this.min) this.widen(value);
    this.values[index] = value;
  }

  private widen(value: number): void {
    const wide = value < 0 || value > 0xffff;
    const next = wide ? new Int32Array(this.values.length) : new Uint16Array(this.values.length);
    next.set(this.values);
    this.values = next;
    [this.min, this.max] = wide ? [-0x80000000, 0x7fffffff] : [0, 0xffff];
  }

  /** Room for `capacity` values, keeping those written. */
  grow(capacity: number): void {
    const next = new (this.values.constructor as new (length: number) => IntArray)(capacity);
    next.set(this.values.subarray(0, Math.min(capacity, this.values.length)));
    this.values = next;
  }

  /** The same values in a new order: entry i of the result is entry `order[i]` of this one. */
  permute(order: Int32Array, capacity: number): void {
    const next = new (this.values.constructor as new (length: number) => IntArray)(capacity);
    for (let i = 0; i < order.length; i++) next[i] = this.values[order[i]!]!;
    this.values = next;
  }
}
