import type { Db } from "../db/database.js";

/** Fills an empty database with the generated catalogue on first start. */
export async function ensureSeeded(_db: Db, _options: { listings: number }): Promise<void> {
  // The catalogue generator lands with the API issue (#3).
}
