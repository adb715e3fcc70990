import type { Db } from "../../db/database.js";
import type { NewsContentBlock } from "../../db/research-tables.js";
import { LATEST_NEWS_SLUG, NEWS_SECTIONS } from "../../news/news-rules.js";
import { EXCLUDED_ARTICLE_SLUG } from "@carmarket/news";
import { newsImagePath } from "../../news/news-images.js";
import { categoryStories, type Story } from "./news-stories.js";
import { Prng } from "../../stable-random/prng.js";
import { insertRows } from "../insert-rows.js";
import { slugify } from "../slugify.js";

/** Categories in block order; Latest News is the virtual "all articles" category (§2.8). */
const NEWS_CATEGORIES = [
  { name: "Latest News", slug: LATEST_NEWS_SLUG },
  { name: "Car News", slug: "car-news" },
  { name: "Reviews", slug: "reviews" },
  { name: "Electric Vehicles", slug: "electric-vehicles" },
  { name: "Buying Advice", slug: "buying-advice" },
  { name: "Industry", slug: "industry" },
] as const;

/** Invented staff; the last one has left and shows as 'Editorial' (§6). */
const AUTHORS = [
  { name: "Jordan Ellis", designation: "Senior Editor", beat: "edits the news desk and writes about new models", is_deleted: false },
  { name: "Priya Raman", designation: "EV Correspondent", beat: "covers electric cars, charging and batteries", is_deleted: false },
  { name: "Marcus Cole", designation: "Road Test Editor", beat: "runs the road tests and comparison drives", is_deleted: false },
  { name: "Elena Vasquez", designation: "Consumer Advice Writer", beat: "writes the buying, leasing and financing guides", is_deleted: false },
  { name: "Sam Whitaker", designation: "Industry Reporter", beat: "reports on prices, inventory and the makers behind them", is_deleted: false },
  { name: "Chris Dalton", designation: "Former Staff Writer", beat: "wrote news and reviews", is_deleted: true },
] as const;

/** Newest article date: the spec's current model year is 2024 (§9). */
const NEWEST = Date.UTC(2024, 5, 28, 14, 0, 0);
const HOUR = 3_600_000;

/** Ad slot queries (§3 ads_query); one slot blank after trimming, one article unparsable (§4). */
const ADS_FULL = JSON.stringify({ sidebar: "new car deals", post: "auto insurance quotes", in_content_1: "car loans", in_content_2: "extended warranty" });
const ADS_BLANK_SLOT = JSON.stringify({ sidebar: "used suv deals", post: "car loans", in_content_1: "  ", in_content_2: "trade-in value" });
const ADS_UNPARSABLE = "{sidebar: new car deals";

export interface SeedNewsOptions {
  seed: number;
  /** How many articles besides the scholarship page (at least 60 in a full seed). */
  articles: number;
}

/** Writes authors, categories and generated articles; deterministic for a given seed. */
export async function seedNews(db: Db, { seed, articles }: SeedNewsOptions): Promise<void> {
  const random = new Prng(seed);
  const authorIds = [];
  for (const { beat, ...author } of AUTHORS) {
    const slug = slugify(author.name);
    const row = await db
      .insertInto("news_authors")
      .values({
        ...author,
        slug,
        image: newsImagePath(`author-${slug}`, "avatar"),
        // The title as the masthead writes it ('as senior editor' read lowercased, issue #27.5).
        bio: author.is_deleted ? `${author.name} ${beat} for CarMarket.` : `${author.name}, CarMarket's ${author.designation}, ${beat}.`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    authorIds.push(row.id);
  }
  const categories = await db
    .insertInto("news_categories")
    .values(NEWS_CATEGORIES.map((c, position) => ({ ...c, is_major: true, position })))
    .returning(["id", "slug"])
    .execute();
  const realCategories = categories.filter((c) => c.slug !== LATEST_NEWS_SLUG);

  // Fewer articles than asked when the stories run out: each one is about its own car or topic (issue #27.7).
  const perCategory = Math.ceil(articles / realCategories.length);
  const stories = realCategories.map((category) => categoryStories(category.slug, perCategory, random, 2024));
  const rows = [];
  for (let slot = 0; rows.length < articles && slot < perCategory * realCategories.length; slot++) {
    const category = realCategories[slot % realCategories.length]!;
    const story = stories[slot % realCategories.length]![Math.floor(slot / realCategories.length)];
    if (!story) continue;
    const i: number = rows.length;
    const { title } = story;
    const slug = slugify(title);
    const published = NEWEST - i * 26 * HOUR - random.int(0, 10) * HOUR;
    rows.push({
      title,
      title_slug: slug,
      excerpt: story.excerpt,
      thumbnail_image: newsImagePath(slug, "thumbnail"),
      featured_image: newsImagePath(slug, "featured"),
      hero_image: i % 3 === 0 ? null : newsImagePath(slug, "hero"),
      content_hero_image: i % 4 === 0 ? `<figure><img src="${newsImagePath(slug, "content-hero")}" alt="${title}" width="800" height="440" /></figure>` : null,
      above_excerpt: i % 8 === 0 ? 1 : 0,
      author_id: authorIds[i % authorIds.length]!,
      category_id: category.id,
      section: i % 5 === 1 ? NEWS_SECTIONS.trending : i % 7 === 2 ? NEWS_SECTIONS.handpicked : null,
      content: contentBlocks(story, slug),
      is_ads_active: i % 4 === 1,
      ads_query: i === 1 ? ADS_UNPARSABLE : i === 5 ? ADS_BLANK_SLOT : i % 4 === 1 ? ADS_FULL : null,
      published_at: new Date(published),
      updated_at: new Date(published + random.int(0, 30) * HOUR),
    });
  }
  rows.push(scholarshipArticle(authorIds[0]!, categories.find((c) => c.slug === "buying-advice")!.id));
  await insertRows(db, "news_articles", rows);
}

/** The story's blocks as §3 content: a heading, its paragraph and list, an illustration on every other block. */
function contentBlocks(story: Story, slug: string): NewsContentBlock[] {
  return story.blocks.map(({ heading, paragraph, list }, index) => {
    const items = list ? `<ul>${list.map((item) => `<li>${item}</li>`).join("")}</ul>` : "";
    const block: NewsContentBlock = { description: `<h2>${heading}</h2><p>${paragraph}</p>${items}` };
    if (index % 2 === 0) {
      block.images = [{ image_file: newsImagePath(slug, `block-${index + 1}`), alt_text: `${story.title}: ${heading}`, caption: `${heading} (illustration)` }];
    }
    return block;
  });
}

/** The page §2.8 keeps out of every list: newest of all, so a missing exclusion shows at once. */
function scholarshipArticle(authorId: number, categoryId: number) {
  const slug = EXCLUDED_ARTICLE_SLUG;
  return {
    title: "All-American $1,000 Car Review Essay Scholarship",
    title_slug: slug,
    excerpt: "Students can apply for a $1,000 scholarship by writing a review of a car they know well.",
    thumbnail_image: newsImagePath(slug, "thumbnail"),
    featured_image: newsImagePath(slug, "featured"),
    hero_image: null,
    content_hero_image: null,
    above_excerpt: 0,
    author_id: authorId,
    category_id: categoryId,
    section: null,
    content: [{ description: "<h2>How to apply</h2><p>Write 800 to 1,200 words about a car you have driven.</p>" }],
    is_ads_active: false,
    ads_query: null,
    published_at: new Date(NEWEST + 24 * HOUR),
    updated_at: new Date(NEWEST + 24 * HOUR),
  };
}
