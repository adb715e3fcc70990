import * as v from "valibot";
import { searchFromInventoryUrl, searchLabel } from "@carmarket/routes";
import type { Db } from "../db/database.js";
import { queueEmail } from "../outbox/queue-email.js";
import { DEFAULT_RADIUS_MILES, listingFiltersSchema, type ListingFilters } from "@carmarket/contract";
import type { ListingIndex } from "../search/listing-index/listing-index.js";
import { searchListings, type SearchOrigin } from "../search/listing-search.js";
import type { ListingCard } from "../search/listing-card.js";
import { findZip } from "../search/zip-lookup.js";
import { digestUnsubscribeLink, dollars } from "./alert-email-parts.js";

/** A saved search is checked for new matches once a day. */
const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;
/** The newest matches a digest looks at per search; more new cars than this read as "50+". */
const DIGEST_LOOKAHEAD = 50;
/** Cars the email lists per search (the rest are one click away on the search page). */
const DIGEST_CARS_SHOWN = 5;
/** Searches one run handles, so a backlog is worked off in bounded steps. */
const DIGEST_BATCH = 500;

/** The search a saved site URL holds, as the API's search input, newest first; null when it is not a search. */
export function savedSearchFilters(searchUrl: string): ListingFilters | null {
  const url = new URL(searchUrl, "http://saved.search");
  const search = searchFromInventoryUrl(url.pathname, url.search);
  if (!search) return null;
  const { url_year: urlYear, pagination: _page, sort: _sort, ...rest } = search;
  const fields = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, Array.isArray(value) ? value.join(",") : value]));
  const parsed = v.safeParse(listingFiltersSchema, {
    ...fields,
    ...(fields.year === undefined && urlYear !== undefined ? { year: urlYear } : {}),
    sort: "newest",
    page: "1",
    page_size: String(DIGEST_LOOKAHEAD),
  });
  return parsed.success ? parsed.output : null;
}

/** The primary database the digest reads and claims searches in, and the process's search index. */
export interface DigestReads {
  db: Db;
  index: ListingIndex;
}

interface DueSearch {
  id: number;
  user_id: number;
  email: string;
  search_url: string;
  digest_token: string;
  digest_checked_at: Date;
}

/** The cars of a saved search listed after `since`, newest first (at most DIGEST_LOOKAHEAD). */
async function newMatches({ db, index }: DigestReads, search: DueSearch, now: Date): Promise<ListingCard[]> {
  const filters = savedSearchFilters(search.search_url);
  if (!filters) return [];
  const zip = filters.zip ? await findZip(db, filters.zip) : undefined;
  const origin: SearchOrigin | null = zip ? { latitude: zip.latitude, longitude: zip.longitude, radiusMiles: filters.radius ?? DEFAULT_RADIUS_MILES } : null;
  const { vins: cards } = await searchListings({ index, readDb: db }, filters, origin, now);
  const vins = cards.flatMap((card) => (card._id ? [card._id] : []));
  if (vins.length === 0) return [];
  const fresh = await db.selectFrom("listings").select("vin").where("vin", "in", vins).where("created_at", ">", search.digest_checked_at).execute();
  const freshVins = new Set(fresh.map((row) => row.vin));
  return cards.filter((card) => card._id !== undefined && freshVins.has(card._id));
}

function carLine(origin: string, card: ListingCard): string[] {
  const facts = [card.vin_name, card.price ? dollars(card.price) : "Price on request", card.mileage ? `${card.mileage.toLocaleString("en-US")} mi` : null];
  return [`  ${facts.filter(Boolean).join(" · ")}`, `  ${origin}${card.url}`];
}

function searchSection(origin: string, search: DueSearch, cars: ListingCard[]): string[] {
  const count = cars.length >= DIGEST_LOOKAHEAD ? `${DIGEST_LOOKAHEAD}+` : String(cars.length);
  return [
    `${searchLabel(search.search_url)}: ${count} new`,
    ...cars.slice(0, DIGEST_CARS_SHOWN).flatMap((card) => carLine(origin, card)),
    `  See all: ${origin}${search.search_url}`,
    `  Stop emails for this search: ${digestUnsubscribeLink(origin, search.digest_token)}`,
  ];
}

function digestEmail(origin: string, to: string, sections: { search: DueSearch; cars: ListingCard[] }[]) {
  const total = sections.reduce((sum, section) => sum + section.cars.length, 0);
  return {
    kind: "search_digest" as const,
    to,
    subject: `${total === 1 ? "1 new car matches" : `${total} new cars match`} your saved search${sections.length > 1 ? "es" : ""}`,
    text: [
      "New cars match the searches you saved on CarMarket.",
      "",
      ...sections.flatMap(({ search, cars }) => [...searchSection(origin, search, cars), ""]),
      `Manage your saved searches: ${origin}/myaccount`,
    ].join("\n"),
  };
}

/**
 * One digest run: every emailing saved search of a verified account not checked for a day is
 * searched for cars listed since its last check; each account with new matches gets one email
 * (queued in the outbox), and the searches' check time moves on in the same transaction, so a
 * car is announced once. Unverified addresses are never emailed (nobody proved they own them).
 * Several API instances may run it at once: each account's searches are claimed by an update that
 * re-checks they are still due, so only the instance whose update moved them sends (issue #14).
 * An aborted `signal` (shutdown) ends the run between accounts; the rest stay due for the next run.
 */
export async function sendSearchDigests(reads: DigestReads, options: { origin: string; signal?: AbortSignal }): Promise<{ emails: number; searches: number }> {
  const { db } = reads;
  const now = new Date();
  const dueBefore = new Date(now.getTime() - DIGEST_EVERY_MS);
  const due: DueSearch[] = await db
    .selectFrom("user_saved_searches as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .select(["s.id", "s.user_id", "u.email", "s.search_url", "s.digest_token", "s.digest_checked_at"])
    .where("s.email_digest", "=", true)
    .where("u.email_verified_at", "is not", null)
    .where("s.digest_checked_at", "<=", dueBefore)
    .orderBy("s.digest_checked_at")
    .orderBy("s.id")
    .limit(DIGEST_BATCH)
    .execute();

  const byUser = new Map<number, { search: DueSearch; cars: ListingCard[] }[]>();
  for (const search of due) {
    const sections = byUser.get(search.user_id) ?? [];
    sections.push({ search, cars: await newMatches(reads, search, now) });
    byUser.set(search.user_id, sections);
  }

  let emails = 0;
  let searches = 0;
  for (const sections of byUser.values()) {
    if (options.signal?.aborted) break;
    const sent = await db.transaction().execute(async (trx) => {
      // Postgres re-reads a row another transaction just updated before it updates it, so a search
      // another instance has claimed meanwhile is no longer due and drops out here.
      const claimed = await trx
        .updateTable("user_saved_searches")
        .set({ digest_checked_at: now })
        .where(
          "id",
          "in",
          sections.map(({ search }) => search.id),
        )
        .where("digest_checked_at", "<=", dueBefore)
        .returning("id")
        .execute();
      const ids = new Set(claimed.map(({ id }) => id));
      const withCars = sections.filter((section) => ids.has(section.search.id) && section.cars.length > 0);
      if (withCars.length > 0) await queueEmail(trx, digestEmail(options.origin, withCars[0]!.search.email, withCars));
      searches += ids.size;
      return withCars.length > 0;
    });
    if (sent) emails += 1;
  }
  return { emails, searches };
}

/**
 * Turns off the digest of the saved search whose link carried `token`; false when no saved search has
 * it (removed, or a mistyped link). Following the link twice answers the same: the search stays saved.
 */
export async function stopSearchDigest(db: Db, token: string): Promise<boolean> {
  const stopped = await db.updateTable("user_saved_searches").set({ email_digest: false }).where("digest_token", "=", token).returning("id").executeTakeFirst();
  return Boolean(stopped);
}
