import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import { signUpVerified } from "../account-test-kit.js";
import { ensureSeeded } from "../../seed/ensure-seeded.js";
import { startTestApi, type TestApi } from "../test-api.js";

/** Real rows the bad-input tests aim at, so a request can get past "not found" to the write it tries. */
export interface FuzzTargets {
  vin: string;
  dealerId: number;
  dealerReviewId: number;
  carId: number;
  newsSlug: string;
  /** Session cookie of a signed-up, verified user, so the account calls run too. */
  session: string;
}

export interface FuzzApi extends TestApi {
  targets: FuzzTargets;
}

/**
 * The API on a small seeded database (40 listings and the research content): every call has rows to read.
 * The dev routes are on, so they are fuzzed too (`pnpm dev` serves them) and the set-up can read its emails.
 */
export async function startFuzzApi(): Promise<FuzzApi> {
  const api = await startTestApi((database) => ensureSeeded(database.db, { listings: 40, onProgress: () => {} }).then(() => undefined), {
    SEARCH_DIGEST_POLL_MS: "0",
    DEV_ROUTES: "1",
  });
  const db = api.database.db;
  const targets: FuzzTargets = {
    vin: (await db.selectFrom("listings").select("vin").where("is_sold", "=", false).orderBy("vin").executeTakeFirstOrThrow()).vin,
    dealerId: (await db.selectFrom("dealers").select("id").orderBy("id").executeTakeFirstOrThrow()).id,
    dealerReviewId: (await db.selectFrom("dealer_reviews").select("id").orderBy("id").executeTakeFirstOrThrow()).id,
    carId: (await db.selectFrom("research_cars").select("id").orderBy("id").executeTakeFirstOrThrow()).id,
    newsSlug: (await db.selectFrom("news_articles").select("title_slug").orderBy("id").executeTakeFirstOrThrow()).title_slug,
    session: await signUpVerified(api.app, "fuzz@example.com"),
  };
  return { ...api, targets };
}

const BOOKKEEPING_TABLES = new Set(["rate_limit_windows", "server_secrets", "sign_in_throttles"]);

/** Rows of a table a refused request writes on purpose, left out of its count: the owner's warning of an attack. */
const REFUSALS_WRITE = { outbox: sql`where kind <> 'sign_in_attack'` } as const;

/** Rows in every table of the public schema but the bookkeeping ones, by table name. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  // A refused request still spends its rate-limit budget (an attacker's junk must count), a wrong password counts
  // against its account and may warn the owner by email (ADR 316), and the first vote may make the shared
  // visitor-cookie key (ADR 217): bookkeeping, not a record the request wrote.
  const tables = (await db.introspection.getTables()).filter((table) => !BOOKKEEPING_TABLES.has(table.name));
  const counts = await sql<{ table_name: string; n: number }>`
    ${sql.join(
      tables.map(
        (table) =>
          sql`select ${table.name}::text as table_name, count(*)::int as n from ${sql.table(table.name)} ${REFUSALS_WRITE[table.name as keyof typeof REFUSALS_WRITE] ?? sql``}`,
      ),
      sql` union all `,
    )}`.execute(db);
  return Object.fromEntries(counts.rows.map((row) => [row.table_name, row.n]));
}

/**
 * The next transaction id the server will hand out. Postgres gives one only to a transaction that
 * writes, so an unchanged mark proves no row was written, for a fraction of rowCounts' cost. (On a
 * shared server other databases' writes move it too; then counting rows decides.)
 */
export async function writeMark(db: Db): Promise<string> {
  const result = await sql<{ xmax: string }>`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`.execute(db);
  return result.rows[0]!.xmax;
}

let caller = 0;

/** A new client address per request, so the per-IP budgets do not turn the bad-input tests into 429s. */
export function callerAddress(): string {
  caller += 1;
  return `10.${(caller >> 16) & 255}.${(caller >> 8) & 255}.${caller & 255}`;
}
