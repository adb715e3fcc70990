import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";
import { seedResearch } from "../../seed/research/index.js";
import { insertCatalogFixtures } from "../../test/research-fixtures.js";
import { TEST_ORIGIN, startTestApi } from "../../test/research-test-app.js";

let api: Awaited<ReturnType<typeof startTestApi>>;
let articleSlugs: string[];

beforeAll(async () => {
  api = await startTestApi(async ({ db }) => {
    await insertCatalogFixtures(db);
    await seedResearch(db, { seed: 5, articles: 12 });
    // A headline with XML specials must not break either document.
    await db.updateTable("news_articles").set({ title: `Tom & Jerry's <"best"> cars ]]>` }).where("id", "=", 1).execute();
    articleSlugs = (await db.selectFrom("news_articles").select("title_slug").execute()).map((r) => r.title_slug);
  });
});
afterAll(() => api.close());

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" || name === "url" });

describe("GET /api/news/rss.xml", () => {
  it("is well-formed RSS 2.0 listing real article links, without the §2.8 excluded article", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/news/rss.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("application/rss+xml");
    expect(XMLValidator.validate(response.body)).toBe(true);
    const rss = parser.parse(response.body).rss;
    expect(rss["@_version"]).toBe("2.0");
    const items: { link: string; title: string; pubDate: string; "dc:creator": string }[] = rss.channel.item;
    expect(items).toHaveLength(12);
    for (const item of items) {
      expect(item.link.startsWith(`${TEST_ORIGIN}/news/`)).toBe(true);
      expect(articleSlugs).toContain(item.link.slice(`${TEST_ORIGIN}/news/`.length));
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
    }
    expect(items.map((i) => i.link)).not.toContain(`${TEST_ORIGIN}/news/${EXCLUDED_ARTICLE_SLUG}`);
    expect(items.map((i) => i.title)).toContain(`Tom & Jerry's <"best"> cars ]]>`);
    // §2.8, §6: the deleted author is credited as Editorial.
    expect(items.map((i) => i["dc:creator"])).toContain("Editorial");
    expect(items.map((i) => i["dc:creator"])).not.toContain("Chris Dalton");
  });
});

describe("GET /api/sitemap.xml", () => {
  it("is a sitemaps.org urlset of research and news pages with real slugs", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(XMLValidator.validate(response.body)).toBe(true);
    const urlset = parser.parse(response.body).urlset;
    expect(urlset["@_xmlns"]).toBe("http://www.sitemaps.org/schemas/sitemap/0.9");
    const locs: string[] = urlset.url.map((u: { loc: string }) => u.loc.slice(TEST_ORIGIN.length));
    expect(locs).toEqual(
      expect.arrayContaining([
        "/toyota",
        "/toyota/camry",
        "/toyota/camry/2024",
        "/toyota/camry/2023",
        "/suv",
        "/suv/best-compact-suvs",
        "/news",
        "/news/category/latest-news",
        "/author/jordan-ellis",
      ]),
    );
    expect(locs).not.toContain("/toyota/camry/2022");
    expect(locs).not.toContain("/author/chris-dalton");
    expect(locs).not.toContain(`/news/${EXCLUDED_ARTICLE_SLUG}`);
    const newsPaths = locs.filter((l) => l.startsWith("/news/") && !l.startsWith("/news/category/"));
    expect(newsPaths).toHaveLength(12);
    expect(newsPaths.every((p) => articleSlugs.includes(p.slice("/news/".length)))).toBe(true);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("lists every indexable page type: home, the listing sections, dealers, about and compare (issue #15)", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/sitemap.xml" });
    const locs: string[] = parser.parse(response.body).urlset.url.map((u: { loc: string }) => u.loc.slice(TEST_ORIGIN.length));
    expect(locs).toEqual(expect.arrayContaining(["/", "/used-cars", "/new-cars", "/certified-cars", "/dealers", "/about-us", "/car-compare"]));
  });

  it("#27.14 lists each dealer's page, and dates every page whose last change is known", async () => {
    const response = await api.app.inject({ method: "GET", url: "/api/sitemap.xml" });
    const urls: { loc: string; lastmod?: string }[] = parser.parse(response.body).urlset.url;
    const lastmodOf = new Map(urls.map((url) => [url.loc.slice(TEST_ORIGIN.length), url.lastmod]));
    const dealerIds = (await api.database.db.selectFrom("dealers").select("id").execute()).map((dealer) => dealer.id);
    expect(dealerIds.length).toBeGreaterThan(0);
    for (const id of dealerIds) expect(lastmodOf.get(`/dealers/${id}`), `/dealers/${id}`).toBe("2024-06-01");
    for (const path of ["/news", "/news/category/latest-news", "/news/category/reviews", "/author/jordan-ellis"])
      expect(lastmodOf.get(path), path).toMatch(/^2024-\d\d-\d\d$/);
  });

  it("has no child sitemaps while every page fits /sitemap.xml (issue #15; the split itself is in news/feeds.test.ts)", async () => {
    for (const url of ["/api/sitemap-1.xml", "/api/sitemap-0.xml", "/api/sitemap-x.xml"]) {
      expect((await api.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});

describe("GET /api/images/{news|research}/…", () => {
  it("serves generated SVG illustrations and refuses other names", async () => {
    const svg = await api.app.inject({ method: "GET", url: "/api/images/research/toyota-camry-2024/front.svg" });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers["content-type"]).toContain("image/svg+xml");
    expect(XMLValidator.validate(svg.body)).toBe(true);
    expect(svg.body).not.toMatch(/<script|on\w+=/i);
    for (const url of ["/api/images/news/x/<script>.svg", "/api/images/news/x/a.png", "/api/images/news/..%2F..%2Fetc/passwd.svg"]) {
      expect((await api.app.inject({ method: "GET", url })).statusCode, url).toBe(404);
    }
  });
});
