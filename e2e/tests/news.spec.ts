import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures/test.js";
import { expectNoAxeViolations } from "../fixtures/axe.js";
import { openHydrated } from "../fixtures/pages.js";

// The news section (§2.8) with its sitemap and RSS feed, on both apps (projects desktop and mobile).

interface ListedArticle {
  title: string;
  title_slug: string;
  author_is_deleted?: 0 | 1;
}

async function latestNews(request: APIRequestContext, page = 1): Promise<ListedArticle[]> {
  const answer = await request.get(`/api/news/category/latest-news?data=${encodeURIComponent(`page=${page}`)}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { news: ListedArticle[] }).news;
}

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("§2.8 read an article: author, date, share panel, copy link, gallery", async ({ page, request }) => {
  const [article] = await latestNews(request);
  if (!article) throw new Error("the seed has no news");
  await openHydrated(page, `/news/${article.title_slug}`);

  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(article.title);
  await expect(main.locator("time").first()).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expect(main.getByRole("heading", { name: "Share this:" })).toBeVisible();
  await expect(main.getByRole("link", { name: /^Show all in .+ >$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  // §2.8 share panel: collapsed hides the three share links; the float button expands it.
  const toggle = main.getByRole("button", { name: "Show share options" });
  // The panel sits in the article header; the closing 'Share this:' block shows its links always.
  const facebook = main.locator("header").first().getByRole("link", { name: "Share on Facebook", includeHidden: true });
  await expect(facebook).toBeHidden();
  await toggle.click();
  await expect(main.getByRole("button", { name: "Hide share options" })).toHaveAttribute("aria-expanded", "true");
  await expect(facebook).toBeVisible();
  await expect(main.getByRole("link", { name: "Share on Twitter" }).first()).toHaveAttribute("href", /hashtags=CarMarket/);

  // By keyboard: on phones the sticky site header may cover the button right under it.
  await main.getByRole("button", { name: "Copy Link" }).first().press("Enter");
  await expect(main.getByRole("status").filter({ hasText: "Link Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/news/${article.title_slug}$`));

  // §2.8 gallery popup: a title and the 'Images' tab.
  await main.getByRole("button", { name: /^View gallery/ }).click();
  const gallery = page.getByRole("dialog", { name: article.title });
  await expect(gallery).toBeVisible();
  await expect(gallery.getByRole("tab", { name: "Images" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(gallery).toBeHidden();
});

test("§2.8 the article page tells search engines what it is", async ({ page, request }) => {
  const [article] = await latestNews(request);
  await openHydrated(page, `/news/${article?.title_slug}`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/news/${article?.title_slug}$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(article?.title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") ?? ""));
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", /summary/);
  const documents = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = documents.map((text) => (JSON.parse(text) as { "@type": string })["@type"]);
  expect(types).toEqual(expect.arrayContaining(["NewsArticle", "BreadcrumbList"]));
  const ld = documents.map((text) => JSON.parse(text) as Record<string, unknown>).find((doc) => doc["@type"] === "NewsArticle");
  expect(ld).toMatchObject({ author: { name: expect.any(String) }, datePublished: expect.any(String), image: expect.arrayContaining([expect.any(String)]) });
});

test("§2.3 isapp=1 hides the share buttons and the sidebar lists", async ({ page, request }) => {
  const [article] = await latestNews(request);
  await openHydrated(page, `/news/${article?.title_slug}?isapp=1`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Show share options" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Share this:" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Trending News" })).toHaveCount(0);
});

test("§2.8 Latest News category page: 'More in Latest News' skips the first four articles", async ({ page, request }) => {
  const articles = await latestNews(request);
  const fifth = articles[4];
  if (!fifth) throw new Error("the seed has fewer than five articles");
  await openHydrated(page, "/news/category/latest-news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Latest News");
  const more = page.getByRole("region", { name: "More in Latest News" });
  await expect(more.getByRole("link").first()).toHaveAttribute("title", fifth.title);
  for (const skipped of articles.slice(0, 4)) await expect(more.locator(`a[title="${skipped.title}"]`)).toHaveCount(0);
  await expect(page.getByText("all-american-1000-car-review-essay-scholarship")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test("§2.8 a deleted author shows as 'Editorial' under the site name and links to /about-us", async ({ page, request }) => {
  let byDeleted: ListedArticle | undefined;
  for (let pageNumber = 1; !byDeleted && pageNumber <= 3; pageNumber++) {
    byDeleted = (await latestNews(request, pageNumber)).find((item) => item.author_is_deleted === 1);
  }
  if (!byDeleted) throw new Error("the seed has no article by a deleted author");
  await openHydrated(page, `/news/${byDeleted.title_slug}`);
  const header = page.getByRole("main").locator("header").first();
  await expect(header.getByText("CarMarket", { exact: true })).toBeVisible();
  const editorial = header.getByRole("link", { name: "Editorial" });
  await expect(editorial).toHaveAttribute("href", "/about-us");
  await editorial.click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About CarMarket");
  await expectNoAxeViolations(page);
});

test("§2.8 an author page lists the author's articles; the news home lists the latest", async ({ page }) => {
  await openHydrated(page, "/author/jordan-ellis");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Jordan Ellis");
  await expect(page.getByRole("region", { name: "Articles by Jordan Ellis" }).getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await openHydrated(page, "/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Car News");
  await expect(page.getByRole("region", { name: "Latest News" }).getByRole("link").first()).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await page.request.get("/author/chris-dalton")).status()).toBe(404);
  expect((await page.request.get("/news/no-such-article")).status()).toBe(404);
});

test("sitemap.xml is XML listing real research and news pages", async ({ page, request }) => {
  const answer = await request.get("/sitemap.xml");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("xml");
  const locations = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      return doc.getElementsByTagName("parsererror").length > 0 ? null : Array.from(doc.getElementsByTagName("loc"), (loc) => loc.textContent ?? "");
    },
    await answer.text(),
  );
  if (locations === null) throw new Error("sitemap.xml is not well-formed XML");
  const paths = locations.map((loc) => new URL(loc).pathname);
  expect(paths).toContain("/news");
  expect(paths).not.toContain("/news/all-american-1000-car-review-essay-scholarship");
  const sample = [
    paths.find((path) => path.startsWith("/news/category/")),
    paths.find((path) => /^\/news\/[a-z0-9-]+$/.test(path) && !path.startsWith("/news/category")),
    paths.find((path) => path.startsWith("/author/")),
  ];
  for (const path of sample) {
    expect(path).toBeDefined();
    expect((await request.get(path ?? "/")).status(), path).toBe(200);
  }
  // Research pages (brands, models, car pages, rankings) are resolved by the API.
  const research = paths.filter((path) => !path.startsWith("/news") && !path.startsWith("/author/"));
  expect(research.length).toBeGreaterThan(0);
  for (const path of research.slice(0, 3)) {
    expect((await request.get(`/api/pages/resolve?data=${encodeURIComponent(`path=${path}`)}`)).status(), path).toBe(200);
  }
});

test("the RSS 2.0 feed of the latest news is XML a feed reader can read", async ({ page, request }) => {
  const answer = await request.get("/news/rss.xml");
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("application/rss+xml");
  const feed = await page.evaluate(
    (xml) => {
      const doc = new DOMParser().parseFromString(xml, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return null;
      return {
        version: doc.documentElement.getAttribute("version"),
        channel: doc.querySelector("channel > title")?.textContent,
        items: Array.from(doc.querySelectorAll("channel > item"), (item) => ({
          title: item.querySelector("title")?.textContent ?? "",
          link: item.querySelector("link")?.textContent ?? "",
          pubDate: item.querySelector("pubDate")?.textContent ?? "",
        })),
      };
    },
    await answer.text(),
  );
  if (feed === null) throw new Error("the RSS feed is not well-formed XML");
  expect(feed.version).toBe("2.0");
  expect(feed.channel).toBeTruthy();
  expect(feed.items.length).toBeGreaterThan(0);
  for (const item of feed.items) {
    expect(item.title).not.toBe("");
    expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
  }
  const first = new URL(feed.items[0]?.link ?? "").pathname;
  expect(first).toMatch(/^\/news\/[a-z0-9-]+$/);
  expect((await request.get(first)).status()).toBe(200);
});

test("§2.8 'Show All In Latest News' leads to Latest News; no empty ad band above the headline without active ads (issue #15)", async ({ page }) => {
  await page.goto("/news");
  await expect(page.getByRole("link", { name: "Show All In Latest News" }).first()).toHaveAttribute("href", "/news/category/latest-news");
  await page.goto("/news/category/car-news");
  await expect(page.locator('[data-ad-slot="Above-News-Title"]')).toHaveCount(0);
});
