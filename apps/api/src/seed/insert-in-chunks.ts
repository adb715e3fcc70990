/** Runs `insert` over `rows` in slices of `size`: multi-row inserts stay under Postgres' 65,535 bind parameters. */
export async function insertInChunks<T>(rows: readonly T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}
