import type { Db } from "../../db/database.js";

/** Research content, rankings, car reviews and news for every model-year with listings; runs after the catalogue seed. */
export async function seedResearch(_db: Db, _options: { seed: number }): Promise<void> {
  // Filled by the research and news work of the API issue (#3).
}
