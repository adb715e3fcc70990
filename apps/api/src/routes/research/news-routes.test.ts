import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsArticle, NewsItem, NewsPageData } from "@carmarket/news";
import { seedNews } from "../../seed/research/seed-news.js";
import { NEWS_PAGE_SIZE } from "../../news/news-rules.js";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";
import { NEWS_BLOCK_SIZES } from "../../news/news-page-data.js";
import { startTestApi } from "../../test/research-test-app.js";

const SCHOLARSHIP = EXCLUDED_ARTICLE_SLUG;
let api: Awaited<ReturnType<typeof startTestApi>>;

const HOSTILE =
  '<p onmouseover="steal()">Body</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><iframe src="https://evil.example/x"></iframe><iframe src="https://www.youtube.com/embed/abc"></iframe>';

beforeAll(async () => {
  api = await startTestApi(async ({ db }) => {
    await seedNews(db, { seed: 11, articles: 30 });
    const author = await db.selectFrom("news_authors").select("id").where("is_deleted", "=", false).executeTakeFirstOrThrow();
    const category = await db.selectFrom("news_categories").select("id").where("slug", "=", "reviews").executeTakeFirstOrThrow();
    await db
      .insertInto("news_articles")
      .values({
        title: "<b>Hostile</b> CMS article",
        title_slug: "hostile-cms-article",
        excerpt: "x",
        thumbnail_image: "/api/images/news/h/thumbnail.svg",
        featured_image: "/api/images/news/h/featured.svg",
        hero_image: null,
        content_hero_image: '<img src="x" onerror="steal()">',
        above_excerpt: 1,
        author_id: author.id,
        category_id: category.id,
        section: null,
        content: JSON.stringify([{ description: HOSTILE, images: [{ image_file: "javascript:alert(1)", alt_text: "a", caption: "c" }] }]),
        is_ads_active: true,
        ads_query: "{not json",
        published_at: "2020-01-01T00:00:00Z",
        updated_at: "2020-01-01T00:00:00Z",
      })
      .execute();
  });
});
afterAll(() => api.close());

/** Articles in the database besides the scholarship page: the seed writes fewer than asked when a category's stories run out (issue #27.7). */
async function articleCount(where: { category?: string; author?: string } = {}): Promise<number> {
  let query = api.database.db
    .selectFrom("news_articles")
    .innerJoin("news_categories", "news_categories.id", "news_articles.category_id")
    .innerJoin("news_authors", "news_authors.id", "news_articles.author_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("news_articles.title_slug", "!=", SCHOLARSHIP);
  if (where.category) query = query.where("news_categories.slug", "=", where.category);
  if (where.author) query = query.where("news_authors.slug", "=", where.author);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

async function get(url: string) {
  return api.app.inject({ method: "GET", url });
}

function allListedSlugs(page: NewsPageData): string[] {
  const lists: NewsItem[][] = [
    ...(Array.isArray(page.news) ? [page.news] : []),
    page.featured_news ?? [],
    page.also_read ?? [],
    page.recent_news ?? [],
    ...Object.values(page.latest_news_by_major_categories ?? {}),
    ...Object.values(page.trending_news ?? {}),
    ...Object.values(page.handpicked_news ?? {}).map((g) => g.news_data),
  ];
  return lists.flat().map((item) => item.title_slug);
}

describe("GET /api/news (§3 News page data)", () => {
  it("answers the home blocks with one block per major category", async () => {
    const response = await get("/api/news");
    expect(response.statusCode).toBe(200);
    const page = response.json<NewsPageData>();
    expect(page.news).toHaveLength(NEWS_PAGE_SIZE);
    expect(Object.keys(page.latest_news_by_major_categories ?? {})).toEqual([
      "Latest News",
      "Car News",
      "Reviews",
      "Electric Vehicles",
      "Buying Advice",
      "Industry",
    ]);
    expect(page.latest_news_by_major_categories?.["Latest News"]).toHaveLength(NEWS_BLOCK_SIZES.latestSkipped + NEWS_BLOCK_SIZES.perCategory);
    expect(page.featured_news?.length).toBe(NEWS_BLOCK_SIZES.featured);
    expect(page.trending_news?.trending?.every((i) => i.section === "trending")).toBe(true);
    const groups = Object.values(page.handpicked_news ?? {});
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.news_data.every((i) => i.category_data?.name === group.category_data.name)).toBe(true);
  });

  it("§2.8 leaves the scholarship article out of every list", async () => {
    const page = (await get("/api/news")).json<NewsPageData>();
    const slugs = allListedSlugs(page);
    expect(slugs.length).toBeGreaterThan(20);
    expect(slugs).not.toContain(SCHOLARSHIP);
  });

  it("lists the same first page as Latest News", async () => {
    const home = (await get("/api/news")).json<NewsPageData>().news as NewsItem[];
    const latest = (await get("/api/news/category/latest-news")).json<{ news: NewsItem[] }>().news;
    expect(home.map((i) => i.title_slug)).toEqual(latest.map((i) => i.title_slug));
  });
});

describe("GET /api/news/{slug}", () => {
  it("answers the article with gallery images, Also Read from its category and the shared blocks", async () => {
    const home = (await get("/api/news")).json<NewsPageData>();
    const slug = (home.news as NewsItem[])[0]!.title_slug;
    const response = await get(`/api/news/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<NewsPageData>();
    const article = page.news as NewsArticle;
    expect(article.title_slug).toBe(slug);
    expect(article.content.length).toBeGreaterThanOrEqual(3);
    expect(page.newsImages).toEqual(article.content.flatMap((b) => b.images ?? []));
    expect(page.newsImages!.every((i) => i.image_file.includes("images/"))).toBe(true);
    expect(page.also_read!.every((i) => i.category_data?.slug === article.category_data?.slug)).toBe(true);
    expect(allListedSlugs({ ...page, news: [] })).not.toContain(slug);
    expect(page.similar_vins).toEqual({ data: { subfooter_vins: [] } });
    expect(page.title).toBe(article.title);
  });

  it("§2.8 the scholarship article itself is still readable by its URL", async () => {
    const response = await get(`/api/news/${SCHOLARSHIP}`);
    expect(response.statusCode).toBe(200);
    expect(allListedSlugs(response.json<NewsPageData>())).not.toContain(SCHOLARSHIP);
  });

  it("§3 a deleted author is flagged author_is_deleted = 1", async () => {
    const page = (await get("/api/news/category/latest-news?data=page%3D1")).json<{ news: NewsItem[] }>();
    const flags = new Set(page.news.map((i) => i.author_is_deleted));
    expect(flags).toEqual(new Set([0, 1]));
    expect(page.news.filter((i) => i.author_is_deleted === 1).every((i) => i.author_name_slug === "chris-dalton")).toBe(true);
  });

  it("sanitises CMS HTML on the server: no script, handler, javascript: URL or foreign iframe reaches the page", async () => {
    const article = (await get("/api/news/hostile-cms-article")).json<NewsPageData>().news as NewsArticle;
    const html = article.content.map((b) => b.description).join("") + article.content_hero_image;
    expect(html).not.toMatch(/<script|onmouseover|onerror|javascript:|evil\.example/i);
    expect(html).toContain('<iframe src="https://www.youtube.com/embed/abc"></iframe>');
    expect(article.content[0]!.images ?? []).toEqual([]);
  });

  it("§4 passes an unparsable ads_query through unchanged (the page ignores it)", async () => {
    const article = (await get("/api/news/hostile-cms-article")).json<NewsPageData>().news as NewsArticle;
    expect(article.is_ads_active).toBe(1);
    expect(article.ads_query).toBe("{not json");
  });

  it("answers an unknown slug with 404 and a message", async () => {
    for (const url of ["/api/news/no-such-article", "/api/news/%3Cscript%3E", "/api/news/x'%20or%201=1--"]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ status: 0, message: "News article not found." });
    }
  });
});

describe("GET /api/news/category/{slug}", () => {
  it("pages a category and counts it without the scholarship article", async () => {
    const first = (await get("/api/news/category/buying-advice")).json<{ news: NewsItem[]; count: number; category_data: unknown }>();
    expect(first.category_data).toEqual({ name: "Buying Advice", slug: "buying-advice" });
    expect(first.count).toBe(await articleCount({ category: "buying-advice" }));
    expect(first.count).toBeGreaterThan(1);
    expect(first.news.every((i) => i.category_data?.slug === "buying-advice")).toBe(true);
    expect(first.news.map((i) => i.title_slug)).not.toContain(SCHOLARSHIP);
  });

  it("§2.8 Latest News lists every article; the page, not the API, skips the first four", async () => {
    const page1 = (await get("/api/news/category/latest-news")).json<{ news: NewsItem[]; count: number }>();
    const page3 = (await get(`/api/news/category/latest-news?data=${encodeURIComponent("page=3")}`)).json<{ news: NewsItem[]; page: number }>();
    const all = await articleCount();
    expect(all).toBeGreaterThan(2 * NEWS_PAGE_SIZE);
    expect(page1.count).toBe(all);
    expect(page1.news).toHaveLength(NEWS_PAGE_SIZE);
    expect(page3.page).toBe(3);
    expect(page3.news).toHaveLength(all - 2 * NEWS_PAGE_SIZE);
  });

  it("refuses a bad page number and an unknown category", async () => {
    for (const data of ["page%3D0", "page%3Dabc", "page%3D1%27%3B%20drop%20table%20news_articles%3B--", "page%3D99999999"]) {
      const response = await get(`/api/news/category/reviews?data=${data}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ status: 0, message: "Invalid page." });
    }
    const unknown = await get("/api/news/category/no-such-category");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ status: 0, message: "News category not found." });
    expect((await get("/api/news/category/reviews?data=page=1&data=page=2")).statusCode).toBe(400);
  });
});

describe("GET /api/authors/{slug}", () => {
  it("answers a live author with their articles", async () => {
    const response = await get("/api/authors/priya-raman");
    expect(response.statusCode).toBe(200);
    const body = response.json<{ author: { name: string; designation: string }; news: NewsItem[]; count: number }>();
    expect(body.author.name).toBe("Priya Raman");
    expect(body.count).toBe(await articleCount({ author: "priya-raman" }));
    expect(body.count).toBeGreaterThan(1);
    expect(body.news.every((i) => i.author_name_slug === "priya-raman")).toBe(true);
  });

  it("§2.8 a deleted author has no page (their byline links to /about-us)", async () => {
    const response = await get("/api/authors/chris-dalton");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 0, message: "Author not found." });
  });
});

describe("GET /api/images/news/{slug}/{name}.jpg", () => {
  it("#24.5 draws the news illustration as a 1200×630 JPEG for link previews", async () => {
    const response = await api.app.inject({ url: "/api/images/news/h/featured.jpg" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("image/jpeg");
    const { default: sharp } = await import("sharp");
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: "jpeg", width: 1200, height: 630 });
    expect((await api.app.inject({ url: "/api/images/news/h/featured.png" })).statusCode).toBe(404);
  });
});
