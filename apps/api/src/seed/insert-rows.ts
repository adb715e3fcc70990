import { sql } from "kysely";
import type { Db } from "../db/database.js";
import type { Database } from "../db/schema.js";

/** Rows per statement: each statement carries one JSON parameter, so only its size limits this. */
const ROWS_PER_STATEMENT = 5000;

/**
 * Bulk insert through one JSON parameter per 5,000 rows (`json_populate_recordset`): an order of
 * magnitude faster than bound multi-row VALUES on PGlite, and free of the 65,535-parameter limit.
 * jsonb columns take plain arrays/objects here (not JSON text); keys are the table's column names.
 */
export async function insertRows(db: Db, table: keyof Database & string, rows: readonly object[]): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = sql.join(Object.keys(first).map((column) => sql.ref(column)));
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const json = JSON.stringify(rows.slice(start, start + ROWS_PER_STATEMENT));
    await sql`insert into ${sql.table(table)} (${columns})
      select ${columns} from json_populate_recordset(null::${sql.table(table)}, ${json}::json)`.execute(db);
  }
}
