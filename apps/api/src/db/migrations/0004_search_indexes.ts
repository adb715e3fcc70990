import { sql, type Kysely } from "kysely";

// Indexes for the read paths measured at 100,000 listings (docs/performance.md, ADR 171).
const statements = [
  // Comparables of a model-year (vindata percentile, compare graph, research seed): every row,
  // sold or not, so the research seed's per-model-year lookups use it too; price lets the
  // percentile count read the index alone.
  sql`create index listings_model_year_price on listings (model_id, year, price) include (condition, is_sold)`,
  sql`drop index listings_model_year`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index listings_model_year on listings (model_id, year) where not is_sold`.execute(db);
  await sql`drop index listings_model_year_price`.execute(db);
}
