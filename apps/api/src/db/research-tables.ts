import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { ReviewStatus } from "./catalog-tables.js";

/** A timestamp column: written as Date or ISO text, read as Date. */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default. */
type TimestampDefault = ColumnType<Date, Date | string | undefined, Date | string>;

/** §3 Gallery image of a news article or car: `image_file` is a path containing 'images/'. */
interface GalleryImage {
  image_file: string;
  alt_text: string;
  caption: string;
}

/** One rich-text block of an article (§3 News article `content`): sanitised HTML plus optional images. */
export interface NewsContentBlock {
  description: string;
  images?: GalleryImage[];
}

/** A news writer (§2.8 author block). `is_deleted` authors show as 'Editorial' (§6). */
interface NewsAuthorsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  image: string;
  designation: string;
  bio: string;
  is_deleted: boolean;
}

/** A news category; major ones get a block on every article page (§2.8). */
interface NewsCategoriesTable {
  id: Generated<number>;
  name: string;
  slug: string;
  is_major: boolean;
  /** Display order of the category blocks. */
  position: number;
}

/**
 * One article (§3 News item / News article). HTML columns hold CMS input as written; the API
 * sanitises on the way out (apps/api/src/routes/research/README.md), so a sanitiser fix applies to old rows too.
 */
interface NewsArticlesTable {
  id: Generated<number>;
  title: string;
  title_slug: string;
  excerpt: string;
  thumbnail_image: string;
  featured_image: string;
  hero_image: string | null;
  content_hero_image: string | null;
  /** 1 puts content_hero_image above the excerpt image, 0 after (§3). */
  above_excerpt: number;
  author_id: number;
  category_id: number;
  /** 'trending' | 'handpicked' | null: which sidebar list carries the article (§2.8). */
  section: string | null;
  content: JSONColumnType<NewsContentBlock[]>;
  is_ads_active: boolean;
  /** JSON text with keys sidebar, post, in_content_1, in_content_2 (§3); may be unparsable (§4). */
  ads_query: string | null;
  published_at: Timestamp;
  updated_at: Timestamp;
}

/** Generated research content of one model-year (apps/api/src/seed/research/README.md); the tabs of §2.2. */
interface ResearchCarsTable {
  id: Generated<number>;
  /** With `year`, a model_years row of the catalogue. */
  model_id: number;
  year: number;
  /** Editor's overall score 0–10, the ranking key. */
  score: number;
  content: JSONColumnType<Record<string, unknown>>;
}

/** A ranked list of models of one body style (§2.5) or of one vehicle class inside it. */
interface RankingsTable {
  id: Generated<number>;
  /** §2.5 body-type slug. */
  body_type: string;
  slug: string;
  title: string;
  /** The page path, e.g. /suv or /suv/best-compact-suvs. */
  url: string;
  position: number;
}

interface RankingEntriesTable {
  ranking_id: number;
  research_car_id: number;
  rank: number;
  score: number;
}

/** A shopper's car review; published only after moderation (apps/api/src/routes/research/README.md). */
interface CarReviewsTable {
  id: Generated<number>;
  research_car_id: number;
  rating: number;
  title: string;
  text: string;
  author_name: string;
  email: string;
  status: ReviewStatus;
  /** Why a review waits for a moderator, empty when published. */
  moderation_note: string;
  /** What the repeat check compares (review-moderation.ts); null on rows older than migration 0011. */
  content_hash: ColumnType<string | null, string | null | undefined, string | null>;
  address_key: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: TimestampDefault;
}

/** Tables of research content, rankings, car reviews and news (migration 0003). */
export interface ResearchTables {
  news_authors: NewsAuthorsTable;
  news_categories: NewsCategoriesTable;
  news_articles: NewsArticlesTable;
  research_cars: ResearchCarsTable;
  rankings: RankingsTable;
  ranking_entries: RankingEntriesTable;
  car_reviews: CarReviewsTable;
}
