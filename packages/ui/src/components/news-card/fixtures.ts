import type { CategoryData, NewsArticle, NewsItem } from "@carmarket/news";

function picture(label: string, hue: number, width = 600, height = 360): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="hsl(${hue} 40% 45%)"/>` +
    `<text x="${width / 2}" y="${height / 2}" font-size="${Math.round(height / 8)}" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const REVIEWS: CategoryData = { name: "Car Reviews", slug: "car-reviews" };
export const LATEST: CategoryData = { name: "Latest News", slug: "latest-news" };

const TITLES = [
  "2024 Toyota Camry first drive: the hybrid-only sedan grows up",
  "EV tax credit explained: which cars still qualify in 2024 and how the point-of-sale rebate works for buyers",
  "Honda CR-V vs. Toyota RAV4",
  "The best used trucks under $30,000",
  "Why dealer markups are finally falling",
  "Five things to check before buying a certified pre-owned car",
  "Ford recalls 2023 Explorers over a rear axle bolt",
];

const EXCERPT =
  "Toyota's best-selling sedan drops its four-cylinder-only model and goes all in on hybrid power. We spent a week with the new Camry to see whether the change makes it better to live with, what it costs, and how it compares with the Accord and Sonata.";

/** News items for cards and lists; the second title is long and every excerpt is over 230 characters. */
export function newsItems(count: number, category: CategoryData = REVIEWS): NewsItem[] {
  return Array.from({ length: count }, (_, index) => ({
    title: TITLES[index % TITLES.length]!,
    title_slug: `article-${index + 1}`,
    excerpt: EXCERPT,
    thumbnail_image: picture(`News ${index + 1}`, (index * 53) % 360),
    author_name: "Jane Doe",
    author_name_slug: "jane-doe",
    updated_at: "2024-03-05T10:00:00Z",
    category_data: category,
  }));
}

const AVATAR = picture("JD", 210, 60, 60);

/** A full article with two content blocks, images, a hero and ads. */
export const ARTICLE: NewsArticle = {
  ...newsItems(1)[0]!,
  author_image: AVATAR,
  designation: "Senior Editor",
  hero_image: picture("Hero", 20, 881, 500),
  content_hero_image: "<p><em>Photo: Toyota</em></p>",
  above_excerpt: 0,
  content: [
    {
      description: "<p>The 2025 Camry is <strong>hybrid-only</strong>. Every trim pairs a 2.5-liter four with electric motors.</p>",
      images: [{ image_file: picture("Interior", 200, 800, 440), alt_text: "Camry dashboard", caption: "The new dashboard" }],
    },
    { description: "<h2>Price</h2><p>Prices start at $28,400 for the LE.</p>" },
    { description: "<p>The Camry goes on sale this spring.</p>" },
  ],
  is_ads_active: 1,
  ads_query: JSON.stringify({ sidebar: "toyota camry", post: "hybrid sedans", in_content_1: "camry lease", in_content_2: " " }),
};

/** Images of the article's gallery popup. */
export const ARTICLE_IMAGES = [1, 2, 3, 4, 5, 6].map((index) => ({
  image_file: picture(`Photo ${index}`, index * 40, 760, 425),
  alt_text: `2024 Toyota Camry photo ${index}`,
  caption: `Camry photo ${index}`,
}));
