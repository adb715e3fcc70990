import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { INDEX_ROWS_JSON, indexRowsOf, type IndexRow } from "./index-row.js";
import { ListingStore } from "./listing-store.js";

/** Table pages read per statement while building: ~9,000 cars, few enough that their row objects die young (12.1 → 10.6 s at 1,000,000 cars against 4,096 pages). */
const BUILD_CHUNK_PAGES = 1024;
/** Chunks read at once while building: Postgres writes each one's JSON on a core of its own (PGlite runs them in turn). */
const CHUNKS_IN_FLIGHT = 2;
/** Past this many changed cars in one catch-up (a mass update), building the store again is cheaper. */
const CATCH_UP_LIMIT = 50_000;

export interface ListingIndexOptions {
  /** Changed cars one catch-up reads before it builds the store again instead (tests make it small). */
  catchUpLimit?: number;
}

/** Every transaction older than this one has finished (pg_snapshot_xmin of the statement's own snapshot). */
const OLDEST_RUNNING = sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text`;

/**
 * The search index of one process (ADR 258): a {@link ListingStore} of every unsold listing, kept up to
 * date with the primary database before each use, so every process (cluster workers, other instances)
 * answers with every change committed before the request, the shopper's own included.
 *
 * Each listing row carries the id of the transaction that last wrote it (`changed_xid`, migration 0014).
 * A catch-up reads the rows with `changed_xid >= watermark` and, in the same statement and snapshot,
 * the oldest transaction still running; that becomes the next watermark. Every transaction older than it
 * had finished when the rows were read, so its writes were seen; a newer one's rows are read again until
 * the watermark passes them. The index always reads the primary: a replica's snapshot may trail, and a
 * row read from it could undo a newer one already applied.
 */
export class ListingIndex {
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;

  private constructor(
    /** The primary database the index follows. */
    readonly primary: Db,
    private store: ListingStore,
    private watermark: string,
    private readonly catchUpLimit: number,
  ) {}

  /** Reads every unsold listing of `db` (the primary) into a new index. */
  static async open(db: Db, options: ListingIndexOptions = {}): Promise<ListingIndex> {
    const { store, watermark } = await buildStore(db);
    return new ListingIndex(db, store, watermark, options.catchUpLimit ?? CATCH_UP_LIMIT);
  }

  /** Cars the index holds now (for logs and tests). */
  get size(): number {
    return this.store.live;
  }

  /**
   * The store with every change committed before this call applied. Concurrent calls share one read of
   * the changes, but never one that started before them (its snapshot could miss their writes).
   */
  async fresh(): Promise<ListingStore> {
    await this.catchUpFromNow();
    return this.store;
  }

  private catchUpFromNow(): Promise<void> {
    if (!this.running) {
      this.running = this.catchUp().finally(() => (this.running = undefined));
      return this.running;
    }
    this.queued ??= this.running
      .catch(() => {})
      .then(() => {
        this.queued = undefined;
        return this.catchUpFromNow();
      });
    return this.queued;
  }

  private async catchUp(): Promise<void> {
    const { rows } = await sql<{ next_watermark: string; changed: string | null }>`
      select ${OLDEST_RUNNING} as next_watermark,
        (select ${INDEX_ROWS_JSON} from (select * from listings where changed_xid >= ${this.watermark}::xid8 limit ${this.catchUpLimit + 1}) l) as changed
    `.execute(this.primary);
    const next = rows[0]?.next_watermark;
    if (next === undefined) throw new Error("The search index's catch-up answered no row.");
    const changed = indexRowsOf(rows[0]!.changed);
    if (changed.length > this.catchUpLimit) {
      const rebuilt = await buildStore(this.primary);
      this.store = rebuilt.store;
      this.watermark = rebuilt.watermark;
      return;
    }
    const lowered = await lowerCase(this.primary, this.store.newTextValues(changed));
    // From here to the end nothing awaits: a search never sees half a catch-up.
    for (const row of changed) this.store.put(row);
    this.store.setLowered(lowered);
    if (this.store.untidy > Math.max(4096, this.store.length >> 3)) this.store.compact();
    this.watermark = next;
  }
}

/** A store of every unsold listing and the watermark to catch it up from, read in chunks of table pages. */
async function buildStore(db: Db): Promise<{ store: ListingStore; watermark: string }> {
  // Taken before the first chunk: whatever a later chunk misses was written by a transaction at least this new.
  const { rows } = await sql<{ watermark: string; pages: number }>`
    select ${OLDEST_RUNNING} as watermark, (pg_relation_size('listings') / current_setting('block_size')::int)::int as pages
  `.execute(db);
  const { watermark, pages } = rows[0]!;
  // A TID range reads the table's pages in order; the last chunk is open-ended for pages added meanwhile.
  const readChunk = async (page: number) => {
    const last = page + BUILD_CHUNK_PAGES >= pages;
    const { rows: chunk } = await sql<{ rows: string | null }>`
      select ${INDEX_ROWS_JSON} as rows from listings l
      where not l.is_sold and l.ctid >= ${`(${page},0)`}::tid ${last ? sql`` : sql`and l.ctid < ${`(${page + BUILD_CHUNK_PAGES},0)`}::tid`}
    `.execute(db);
    return indexRowsOf(chunk[0]?.rows ?? null);
  };
  const store = new ListingStore();
  // The next chunks are read while this one is stored: the database writes them on other cores meanwhile.
  const chunkPages = Array.from({ length: Math.ceil(Math.max(1, pages) / BUILD_CHUNK_PAGES) }, (_, i) => i * BUILD_CHUNK_PAGES);
  const reading: Promise<IndexRow[]>[] = [];
  const readAhead = () => {
    const page = chunkPages.shift();
    if (page === undefined) return;
    const chunk = readChunk(page);
    chunk.catch(() => {}); // awaited in turn; a failure while another chunk is stored is not unhandled
    reading.push(chunk);
  };
  for (let i = 0; i < CHUNKS_IN_FLIGHT; i++) readAhead();
  for (let chunk = reading.shift(); chunk; chunk = reading.shift()) {
    const rows = await chunk;
    readAhead();
    for (const row of rows) store.put(row);
  }
  store.setLowered(await lowerCase(db, store.unlowered()));
  store.compact();
  return { store, watermark };
}

/** The database's `lower()` of each text: selections match `lower(column)`, and JavaScript's lower-casing differs outside ASCII. */
async function lowerCase(db: Db, texts: readonly string[]): Promise<Map<string, string>> {
  if (texts.length === 0) return new Map();
  const { rows } = await sql<{ text: string; lower: string }>`select t as text, lower(t) as lower from unnest(${texts}::text[]) t`.execute(db);
  return new Map(rows.map((row) => [row.text, row.lower]));
}
