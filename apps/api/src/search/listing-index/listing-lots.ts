import { earthPoint, type EarthPoint } from "../geo.js";

/**
 * The places cars stand at: one lot per dealer and point (every car of a seeded dealer shares its
 * dealer's point; a feed could give others). A search measures the distance once per lot, a few
 * thousand of them, and visits only the cars of the lots inside its circle (ADR 258).
 *
 * After a compaction (ListingStore.compact) a lot's cars are the slots `start[lot]` to `end[lot]`, side by
 * side in memory; cars added or moved since are in `added[lot]`.
 */
export class ListingLots {
  count = 0;
  dealer = new Int32Array(64);
  /** x, y, z of each lot's point (earthPoint), three entries a lot. */
  points = new Float64Array(64 * 3);
  start = new Int32Array(64);
  end = new Int32Array(64);
  added: number[][] = [];
  private readonly byKey = new Map<string, number>();
  /** The last lot asked for: a dealer's cars are written together (seed batches, feed imports), so many rows follow one of the same lot. */
  private last = { dealerId: -1, latitude: Number.NaN, longitude: Number.NaN, lot: -1 };

  /** The lot of a dealer's point, added when new. */
  lotOf(dealerId: number, latitude: number, longitude: number): number {
    const { last } = this;
    if (last.dealerId === dealerId && last.latitude === latitude && last.longitude === longitude) return last.lot;
    const key = `${dealerId}:${latitude}:${longitude}`;
    let lot = this.byKey.get(key);
    if (lot === undefined) lot = this.add(key, dealerId, latitude, longitude);
    this.last = { dealerId, latitude, longitude, lot };
    return lot;
  }

  private add(key: string, dealerId: number, latitude: number, longitude: number): number {
    const lot = this.count++;
    if (lot === this.dealer.length) this.grow(lot * 2);
    this.byKey.set(key, lot);
    this.dealer[lot] = dealerId;
    this.points.set(earthPoint(latitude, longitude), lot * 3);
    this.added.push([]);
    return lot;
  }

  /** The lot's point. */
  pointOf(lot: number): EarthPoint {
    return [this.points[lot * 3]!, this.points[lot * 3 + 1]!, this.points[lot * 3 + 2]!];
  }

  private grow(size: number): void {
    const grown = <T extends Int32Array | Float64Array>(array: T, length: number): T => {
      const next = new (array.constructor as new (length: number) => T)(length);
      next.set(array);
      return next;
    };
    this.dealer = grown(this.dealer, size);
    this.points = grown(this.points, size * 3);
    this.start = grown(this.start, size);
    this.end = grown(this.end, size);
  }
}
