import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../test/test-database.js";
import { seedResearch } from "./index.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  // No catalogue rows: the news seed stands alone, the research seed then finds nothing to write.
  await seedResearch(database.db, { seed: 20_240_101 });
});
afterAll(() => database.close());

describe("seedResearch news (default size)", () => {
  it("writes at least 60 articles across every category, plus the §2.8 scholarship page", async () => {
    const rows = await database.db
      .selectFrom("news_articles as a")
      .innerJoin("news_categories as c", "c.id", "a.category_id")
      .select(["a.title_slug", "c.slug as category", "a.section", "a.is_ads_active", "a.ads_query"])
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(61);
    expect(rows.filter((r) => r.title_slug === EXCLUDED_ARTICLE_SLUG)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.title_slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(["car-news", "reviews", "electric-vehicles", "buying-advice", "industry"]));
    expect(rows.filter((r) => r.section === "trending").length).toBeGreaterThan(5);
    expect(rows.filter((r) => r.section === "handpicked").length).toBeGreaterThan(3);
  });

  it("§4 ads: active articles with full slot queries, one with a blank slot and one that does not parse", async () => {
    const queries = (await database.db.selectFrom("news_articles").select("ads_query").where("is_ads_active", "=", true).execute()).map((r) => r.ads_query ?? "");
    const parsed = queries.map((q) => {
      try {
        return JSON.parse(q) as Record<string, string>;
      } catch {
        return null;
      }
    });
    expect(parsed.filter((p) => p === null)).toHaveLength(1);
    expect(parsed.filter((p) => p && Object.values(p).some((v) => v.trim() === ""))).toHaveLength(1);
    for (const p of parsed) if (p) expect(Object.keys(p).sort()).toEqual(["in_content_1", "in_content_2", "post", "sidebar"]);
  });

  it("§6 exactly one deleted author", async () => {
    const authors = await database.db.selectFrom("news_authors").select(["slug", "is_deleted"]).execute();
    expect(authors.filter((a) => a.is_deleted).map((a) => a.slug)).toEqual(["chris-dalton"]);
    expect(authors.length).toBeGreaterThan(3);
  });

  it("no seeded article repeats a sentence, and every 'a'/'an' fits the sound of the next word ('an Acura', 'a BMW', 'an SUV')", async () => {
    const articles = await database.db.selectFrom("news_articles").select(["title_slug", "title", "excerpt", "content"]).execute();
    expect(articles.length).toBeGreaterThan(60);
    for (const article of articles) {
      const body = article.content.map((block) => block.description).join(" ");
      const text = [article.title, article.excerpt, body].join(" ").replace(/<[^>]+>/g, " ");
      const sentences = [article.excerpt, body.replace(/<[^>]+>/g, " ")]
        .flatMap((part) => part.split(/(?<=[.!?])\s+/))
        .map((sentence) => sentence.trim())
        .filter(Boolean);
      expect(sentences.length, article.title_slug).toBe(new Set(sentences).size);
      for (const [, article_, word] of text.matchAll(/\b([Aa]n?) ([\w-]+)/g)) {
        // Initialisms are read letter by letter (an SUV, an EV, a BMW); words by their first sound (an Acura, a used car).
        const initialism = /^[A-Z]{2,3}$/.test(word!);
        const vowelSound = initialism ? /^[AEFHILMNORSX]/.test(word!) : /^(?:[aeio]|u(?!s|n[io])|8|11\b|18\b)/i.test(word!);
        expect(`${article_} ${word}`, article.title_slug).toBe(`${article_!.slice(0, 1)}${vowelSound ? "n" : ""} ${word}`);
      }
    }
  });

  it("writes no research rows without catalogue listings", async () => {
    expect(await database.db.selectFrom("research_cars").select("id").execute()).toEqual([]);
  });
});
