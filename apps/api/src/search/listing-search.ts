import { sql } from "kysely";
import type { ListingData, ListingFilters } from "@carmarket/contract";
import type { Db } from "../db/database.js";
import { distanceMetresSql } from "./geo.js";
import { listingCard, type ListingCard } from "./listing-card.js";
import { CARD_COLUMNS, type CardRow } from "./listing-columns.js";
import type { ListingIndex } from "./listing-index/listing-index.js";
import { searchStore } from "./listing-index/store-search.js";
import { pageOf, type SearchOrigin } from "./search-filters.js";

export type { SearchOrigin };

/** A search's answer but its title. */
export type ListingSearchResult = Omit<ListingData, "title">;

/** The databases a search reads: the index's catch-up goes to the primary; cards may come from a replica. */
export interface SearchReads {
  index: ListingIndex;
  /** Where the page's cards are read (request.readDb). */
  readDb: Db;
}

/**
 * The search behind GET /inventory/listingdata (§7, §9): count, facets and the page's VINs from the
 * process's search index once it has caught up with every committed change (ADR 258), then the page's
 * cards read by VIN.
 */
export async function searchListings(
  { index, readDb }: SearchReads,
  filters: ListingFilters,
  origin: SearchOrigin | null,
  now: Date = new Date(),
): Promise<ListingSearchResult> {
  const store = await index.fresh();
  const { count, facets, vins } = searchStore(store, filters, origin, now);
  const { page, pageSize } = pageOf(filters);
  return { count, vins: await cardsByVin({ readDb, primary: index.primary }, vins, origin), facets, page, page_size: pageSize };
}

/**
 * The cards of `vins` in that order, with their dealer and, around a place, their distance. A replica
 * may not have replayed a car the index (which reads the primary) already has: those come from the primary.
 */
export async function cardsByVin(
  dbs: { readDb: Db; primary: Db },
  vins: readonly string[],
  origin: { latitude: number; longitude: number } | null,
): Promise<ListingCard[]> {
  if (vins.length === 0) return [];
  const read = async (db: Db, wanted: readonly string[]) => {
    const { rows } = await sql<CardRow>`
      select ${CARD_COLUMNS}, ${origin ? distanceMetresSql(origin, "l") : sql`null::float8`} as dist
      from listings l join dealers d on d.id = l.dealer_id
      where l.vin = any(${wanted}::text[])
    `.execute(db);
    return rows;
  };
  const rows = new Map((await read(dbs.readDb, vins)).map((row) => [row.vin, row]));
  const missing = vins.filter((vin) => !rows.has(vin));
  if (missing.length > 0 && dbs.readDb !== dbs.primary) for (const row of await read(dbs.primary, missing)) rows.set(row.vin, row);
  return vins.flatMap((vin) => {
    const row = rows.get(vin);
    return row ? [listingCard(row)] : [];
  });
}
