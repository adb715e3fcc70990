import type { Db } from "../../db/database.js";
import { seedCars } from "./seed-cars.js";
import { seedNews } from "./seed-news.js";

/** How much the research seed writes; tests pass small numbers. */
export interface SeedResearchOptions {
  seed: number;
  /** Generated news articles besides the scholarship page (default 26, all the stories there are: each about its own car or topic, issue #27.7). */
  articles?: number;
  /** Research only these catalogue model ids (default: every model-year with listings). */
  modelIds?: readonly number[];
}

/** Research content, rankings, car reviews and news for every model-year with listings; runs after the catalogue seed. */
export async function seedResearch(db: Db, { seed, articles = 26, modelIds }: SeedResearchOptions): Promise<void> {
  await seedNews(db, { seed, articles });
  await seedCars(db, { seed, modelIds });
}
