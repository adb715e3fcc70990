/** A VIN is 17 ASCII characters (ISO 3779; feeds refuse others). */
const VIN_LENGTH = 17;

function isPlainVin(vin: string): boolean {
  if (vin.length !== VIN_LENGTH) return false;
  for (let i = 0; i < VIN_LENGTH; i++) if (vin.charCodeAt(i) > 0x7f) return false;
  return true;
}

/** FNV-1a over the VIN's character codes. */
function hashText(vin: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < vin.length; i++) hash = Math.imul(hash ^ vin.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

/**
 * The VIN of every slot of the search index, 17 bytes each (a JavaScript string and a Map entry per car
 * would take ~70 bytes), with an open-addressing hash from VIN to slot for the changes the database
 * reports. Sorts end on the VIN (`order by …, vin`), so it also compares two slots' VINs the way the
 * database's C collation does: byte by byte. A VIN that is not 17 ASCII characters (none should be) is
 * kept as text on the side.
 */
export class VinTable {
  private bytes: Uint8Array;
  private readonly odd = new Map<number, string>();
  /** slot + 1 per bucket, 0 when empty; linear probing over a power-of-two table at most half full. */
  private buckets = new Int32Array(16);
  private count = 0;

  constructor(capacity: number) {
    this.bytes = new Uint8Array(capacity * VIN_LENGTH);
  }

  /** Room for `capacity` slots. */
  grow(capacity: number): void {
    const next = new Uint8Array(capacity * VIN_LENGTH);
    next.set(this.bytes.subarray(0, Math.min(next.length, this.bytes.length)));
    this.bytes = next;
  }

  /** The VIN of `slot`. */
  vinAt(slot: number): string {
    const odd = this.odd.get(slot);
    if (odd !== undefined) return odd;
    const offset = slot * VIN_LENGTH;
    return String.fromCharCode(...this.bytes.subarray(offset, offset + VIN_LENGTH));
  }

  /** The slot holding `vin`, or -1. */
  find(vin: string): number {
    const mask = this.buckets.length - 1;
    for (let bucket = hashText(vin) & mask; ; bucket = (bucket + 1) & mask) {
      const entry = this.buckets[bucket]!;
      if (entry === 0) return -1;
      if (this.holds(entry - 1, vin)) return entry - 1;
    }
  }

  /** Gives `slot` the VIN `vin`, which no other slot holds. */
  set(slot: number, vin: string): void {
    if (isPlainVin(vin)) {
      const offset = slot * VIN_LENGTH;
      for (let i = 0; i < VIN_LENGTH; i++) this.bytes[offset + i] = vin.charCodeAt(i);
      this.odd.delete(slot);
    } else {
      this.odd.set(slot, vin);
    }
    if ((this.count + 1) * 2 > this.buckets.length) this.rehash(this.buckets.length * 2);
    this.insert(slot);
    this.count++;
  }

  /** Forgets the VIN of `slot` (its car was sold or moved to another slot). */
  remove(slot: number): void {
    const mask = this.buckets.length - 1;
    let bucket = this.hashSlot(slot) & mask;
    while (this.buckets[bucket] !== slot + 1) {
      if (this.buckets[bucket] === 0) return;
      bucket = (bucket + 1) & mask;
    }
    // Backward-shift deletion: move later entries of the run up so no lookup stops early at the hole.
    let hole = bucket;
    for (let next = (hole + 1) & mask; this.buckets[next] !== 0; next = (next + 1) & mask) {
      const entry = this.buckets[next]!;
      const home = this.hashSlot(entry - 1) & mask;
      if (((next - home) & mask) >= ((next - hole) & mask)) {
        this.buckets[hole] = entry;
        hole = next;
      }
    }
    this.buckets[hole] = 0;
    this.odd.delete(slot);
    this.count--;
  }

  /** Orders two slots by VIN as the database's C collation does: negative when `a` comes first. */
  compare(a: number, b: number): number {
    if (this.odd.size > 0 && (this.odd.has(a) || this.odd.has(b))) {
      const [left, right] = [this.vinAt(a), this.vinAt(b)];
      return left < right ? -1 : left > right ? 1 : 0;
    }
    const bytes = this.bytes;
    for (let i = a * VIN_LENGTH, j = b * VIN_LENGTH, end = i + VIN_LENGTH; i < end; i++, j++) {
      if (bytes[i] !== bytes[j]) return bytes[i]! - bytes[j]!;
    }
    return 0;
  }

  /**
   * Lays the VINs out in a new order: slot i gets the VIN of slot `order[i]`; `order` lists every slot
   * that holds a VIN.
   */
  permute(order: Int32Array, capacity: number): void {
    const next = new Uint8Array(capacity * VIN_LENGTH);
    const odd = new Map<number, string>();
    for (let i = 0; i < order.length; i++) {
      const from = order[i]!;
      const text = this.odd.get(from);
      if (text === undefined) next.set(this.bytes.subarray(from * VIN_LENGTH, (from + 1) * VIN_LENGTH), i * VIN_LENGTH);
      else odd.set(i, text);
    }
    this.bytes = next;
    this.odd.clear();
    for (const [slot, text] of odd) this.odd.set(slot, text);
    this.count = order.length;
    this.rehash(tableSizeFor(order.length), order.length);
  }

  private holds(slot: number, vin: string): boolean {
    const odd = this.odd.get(slot);
    if (odd !== undefined) return odd === vin;
    if (vin.length !== VIN_LENGTH) return false;
    const offset = slot * VIN_LENGTH;
    for (let i = 0; i < VIN_LENGTH; i++) if (this.bytes[offset + i] !== vin.charCodeAt(i)) return false;
    return true;
  }

  /** hashText of the slot's VIN, read from its bytes. */
  private hashSlot(slot: number): number {
    const odd = this.odd.get(slot);
    if (odd !== undefined) return hashText(odd);
    let hash = 0x811c9dc5;
    for (let i = slot * VIN_LENGTH, end = i + VIN_LENGTH; i < end; i++) hash = Math.imul(hash ^ this.bytes[i]!, 0x01000193);
    return hash >>> 0;
  }

  private insert(slot: number): void {
    const mask = this.buckets.length - 1;
    let bucket = this.hashSlot(slot) & mask;
    while (this.buckets[bucket] !== 0) bucket = (bucket + 1) & mask;
    this.buckets[bucket] = slot + 1;
  }

  /** A new table of `size` buckets holding the slots that had VINs (or slots 0 … `slots` − 1 after a permute). */
  private rehash(size: number, slots?: number): void {
    const held: number[] = [];
    if (slots === undefined) for (const entry of this.buckets) if (entry !== 0) held.push(entry - 1);
    this.buckets = new Int32Array(size);
    if (slots === undefined) for (const slot of held) this.insert(slot);
    else for (let slot = 0; slot < slots; slot++) this.insert(slot);
  }
}

function tableSizeFor(count: number): number {
  let size = 16;
  while (size < count * 2) size *= 2;
  return size;
}
