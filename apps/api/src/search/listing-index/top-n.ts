import type { VinTable } from "./vin-table.js";

/**
 * The first `limit` cars of an order, kept while cars are offered one by one: a max-heap whose root is
 * the last car kept, so a car that comes after it costs one comparison. Cars are ordered by two
 * numeric keys (ascending; nulls-last sorts give nulls Infinity), then by VIN, as `order by …, vin` does.
 */
export class TopN {
  private readonly slots: Int32Array;
  private readonly first: Float64Array;
  private readonly second: Float64Array;
  private size = 0;

  constructor(
    private readonly limit: number,
    private readonly vins: VinTable,
  ) {
    this.slots = new Int32Array(limit);
    this.first = new Float64Array(limit);
    this.second = new Float64Array(limit);
  }

  /** Offers a car with its keys. */
  offer(slot: number, first: number, second: number): void {
    if (this.size < this.limit) {
      let at = this.size++;
      // Sift up: parents come after their children.
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (this.before(this.slots[parent]!, this.first[parent]!, this.second[parent]!, slot, first, second)) {
          this.put(at, this.slots[parent]!, this.first[parent]!, this.second[parent]!);
          at = parent;
        } else break;
      }
      this.put(at, slot, first, second);
      return;
    }
    if (this.limit === 0 || !this.before(slot, first, second, this.slots[0]!, this.first[0]!, this.second[0]!)) return;
    this.siftDown(slot, first, second);
  }

  /** The cars kept, first to last. */
  sorted(): number[] {
    const order = Array.from({ length: this.size }, (_, i) => i);
    order.sort((a, b) => (this.before(this.slots[a]!, this.first[a]!, this.second[a]!, this.slots[b]!, this.first[b]!, this.second[b]!) ? -1 : 1));
    return order.map((i) => this.slots[i]!);
  }

  /** Whether car a comes before car b. */
  private before(a: number, a1: number, a2: number, b: number, b1: number, b2: number): boolean {
    if (a1 !== b1) return a1 < b1;
    if (a2 !== b2) return a2 < b2;
    return this.vins.compare(a, b) < 0;
  }

  /** Replaces the root with the car and moves it down to its place. */
  private siftDown(slot: number, first: number, second: number): void {
    let at = 0;
    for (;;) {
      const left = 2 * at + 1;
      if (left >= this.size) break;
      const right = left + 1;
      // The child that comes last.
      let child = left;
      if (
        right < this.size &&
        this.before(this.slots[left]!, this.first[left]!, this.second[left]!, this.slots[right]!, this.first[right]!, this.second[right]!)
      )
        child = right;
      if (!this.before(slot, first, second, this.slots[child]!, this.first[child]!, this.second[child]!)) break;
      this.put(at, this.slots[child]!, this.first[child]!, this.second[child]!);
      at = child;
    }
    this.put(at, slot, first, second);
  }

  private put(at: number, slot: number, first: number, second: number): void {
    this.slots[at] = slot;
    this.first[at] = first;
    this.second[at] = second;
  }
}
