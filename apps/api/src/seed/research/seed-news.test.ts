import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";
import type { DatabaseHandle } from "../../db/database.js";
import { createTestDatabase } from "../../test/test-database.js";
import { seedResearch } from "./index.js";
import { indefiniteArticle } from "./english.js";
import { STORY_CARS } from "./news-stories.js";

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
  // No catalogue rows: the news seed stands alone, the research seed then finds nothing to write.
  await seedResearch(database.db, { seed: 20_240_101 });
});
afterAll(() => database.close());

describe("seedResearch news (default size)", () => {
  it("writes 26 articles across every category, plus the §2.8 scholarship page", async () => {
    const rows = await database.db
      .selectFrom("news_articles as a")
      .innerJoin("news_categories as c", "c.id", "a.category_id")
      .select(["a.title_slug", "c.slug as category", "a.section", "a.is_ads_active", "a.ads_query"])
      .execute();
    expect(rows.length).toBe(27);
    expect(rows.filter((r) => r.title_slug === EXCLUDED_ARTICLE_SLUG)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.title_slug)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(["car-news", "reviews", "electric-vehicles", "buying-advice", "industry"]));
    expect(rows.filter((r) => r.section === "trending").length).toBeGreaterThanOrEqual(5);
    expect(rows.filter((r) => r.section === "handpicked").length).toBeGreaterThanOrEqual(3);
  });

  it("§4 ads: active articles with full slot queries, one with a blank slot and one that does not parse", async () => {
    const queries = (await database.db.selectFrom("news_articles").select("ads_query").where("is_ads_active", "=", true).execute()).map(
      (r) => r.ads_query ?? "",
    );
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
    expect(articles.length).toBe(27);
    for (const article of articles) {
      const body = article.content.map((block) => block.description).join(" ");
      const text = [article.title, article.excerpt, body].join(" ").replace(/<[^>]+>/g, " ");
      const sentences = [article.excerpt, body.replace(/<[^>]+>/g, " ")]
        .flatMap((part) => part.split(/(?<=[.!?])\s+/))
        .map((sentence) => sentence.trim())
        .filter(Boolean);
      expect(sentences.length, article.title_slug).toBe(new Set(sentences).size);
      // Initialisms are read letter by letter (an SUV, an MX-5, a BMW); words by their first sound (an Acura, a used car).
      for (const [, article_, word] of text.matchAll(/\b([Aa]n?) ([\w-]+)/g))
        expect(`${article_!.toLowerCase()} ${word}`, article.title_slug).toBe(`${indefiniteArticle(word!)} ${word}`);
    }
  });

  it("#27.7 no article repeats a title or '(part n)', and no sentence fills more than two articles", async () => {
    const articles = await database.db.selectFrom("news_articles").select(["title", "excerpt", "content"]).execute();
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    expect(articles.filter((article) => /\(part \d+\)/.test(article.title))).toEqual([]);
    const articlesOf = new Map<string, number>();
    for (const article of articles) {
      const text = [article.excerpt, ...article.content.map((block) => block.description)].join(" ").replace(/<[^>]+>/g, " ");
      for (const sentence of new Set(
        text
          .split(/(?<=[.!?])\s+/)
          .map((part) => part.trim())
          .filter((part) => part.length > 30),
      ))
        articlesOf.set(sentence, (articlesOf.get(sentence) ?? 0) + 1);
    }
    expect([...articlesOf].filter(([, count]) => count > 2)).toEqual([]);
  });

  it("#27.7 a story names only makers that sell cars today, and its excerpt and body are about the car its title names", async () => {
    const articles = await database.db
      .selectFrom("news_articles")
      .select(["title", "excerpt", "content"])
      .where("title_slug", "!=", EXCLUDED_ARTICLE_SLUG)
      .execute();
    for (const article of articles) {
      const body = article.content.map((block) => block.description).join(" ");
      expect(`${article.title} ${article.excerpt} ${body}`, article.title).not.toMatch(
        /\b(Oldsmobile|Geo|Pontiac|Saturn|Mercury|Plymouth|Scion|Daewoo|Hummer|Suzuki|Isuzu|Saab)\b/,
      );
      expect(article.title, article.title).not.toMatch(/Lamborghini|Ferrari|Bentley|Rolls-Royce/);
      const car = STORY_CARS.find((candidate) => article.title.includes(`${candidate.brand} ${candidate.model}`));
      if (car) {
        expect(article.excerpt, article.title).toContain(car.model);
        expect(body, article.title).toContain(car.model);
      }
      expect(article.excerpt.length, article.title).toBeLessThanOrEqual(230);
    }
  });

  it("writes no research rows without catalogue listings", async () => {
    expect(await database.db.selectFrom("research_cars").select("id").execute()).toEqual([]);
  });
});
