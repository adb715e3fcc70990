import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../db/database.js";
import { seedNews } from "../seed/research/seed-news.js";
import { createTestDatabase } from "../test/test-database.js";
import { NEWS_SECTIONS } from "./news-rules.js";
import { listCategories, listNews, listNewsByCategory } from "./news-queries.js";

let database: DatabaseHandle;
let slugs: string[];
beforeAll(async () => {
  database = await createTestDatabase();
  await seedNews(database.db, { seed: 5, articles: 40 });
  slugs = (await database.db.selectFrom("news_articles").select("title_slug").execute()).map((row) => row.title_slug);
});
afterAll(() => database.close());

describe("§3 News page data: every category's block in one read", () => {
  it("gives each category the same newest-first items as a read of that category alone", async () => {
    const categories = await listCategories(database.db);
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom(undefined, NEWS_SECTIONS.handpicked, NEWS_SECTIONS.trending),
        fc.subarray(slugs, { maxLength: 6 }),
        async (limit, section, exclude) => {
          const byCategory = await listNewsByCategory(database.db, { section, exclude }, limit);
          for (const category of categories) {
            const alone = await listNews(database.db, { categoryId: category.id, section, exclude }, limit);
            expect(byCategory.get(category.id) ?? []).toEqual(alone);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
