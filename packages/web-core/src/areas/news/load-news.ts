import { data } from "react-router";
import {
  LATEST_NEWS_CATEGORY,
  articleAds,
  articleGalleryImages,
  categoryBlock,
  categoryBlocks,
  excludeFromNewsLists,
  withoutExcludedArticles,
  type HandpickedGroup,
  type NewsArticle,
  type NewsItem,
  type NewsPageData,
} from "@carmarket/news";
import { newsShareUrl } from "@carmarket/routes";
import { createServerApi } from "../../server-api.js";

interface LoaderInput {
  request: Request;
  params: { slug?: string | undefined };
}

/**
 * The origin search engines and shared links should use: PUBLIC_ORIGIN (the same variable the API's
 * sitemap and RSS read), else the origin the request came to.
 */
function publicOrigin(request: Request): string {
  return process.env.PUBLIC_ORIGIN || new URL(request.url).origin;
}

/** The page number of `?page=`: missing is 1; anything but a whole number from 1 is no page (404). */
export function pageNumber(request: Request): number {
  const text = new URL(request.url).searchParams.get("page");
  if (text === null) return 1;
  if (!/^[1-9]\d{0,4}$/.test(text)) throw data(null, { status: 404 });
  return Number(text);
}

/** The sidebar's lists (§2.8): Trending News, and the Handpicked group of `categorySlug` (else the first). */
export function sidebarLists(page: NewsPageData, categorySlug?: string): { trending: NewsItem[]; handpicked?: HandpickedGroup } {
  const trending = page.trending_news?.trending ?? Object.values(page.trending_news ?? {})[0] ?? [];
  const groups = page.handpicked_news ?? {};
  const handpicked = (categorySlug ? groups[categorySlug] : undefined) ?? Object.values(groups)[0];
  return { trending, ...(handpicked ? { handpicked } : {}) };
}

/** The blocks every news page shows under its content (§2.8), the scholarship article left out. */
function belowContent(page: NewsPageData) {
  return {
    categoryBlocks: categoryBlocks(page.latest_news_by_major_categories),
    featured: page.featured_news ?? [],
    recent: page.recent_news ?? [],
  };
}

/** Article page /news/{title} (§2.8): the article with everything around it; unknown slugs are a 404. */
export async function loadNewsArticle({ request, params }: LoaderInput) {
  const answer = await createServerApi(request).getNewsArticle(params.slug ?? "");
  if (answer === null) throw data(null, { status: 404 });
  const page = excludeFromNewsLists(answer);
  const article: NewsArticle = answer.news;
  const origin = publicOrigin(request);
  return {
    origin,
    article,
    shareUrl: newsShareUrl(origin, article.title_slug),
    /**
     * The top ad banner's query (§9 Above-News-Title): the article's first filled ad query, so the shell
     * places the banner only on a page whose ads are active (§4, page-shell.tsx).
     */
    topAdQuery: Object.values(articleAds(article, "desktop"))[0],
    galleryImages: articleGalleryImages(article, page.newsImages),
    alsoRead: page.also_read ?? [],
    ...sidebarLists(page, article.category_data?.slug),
    ...belowContent(page),
  };
}

/** News home /news: the latest articles, the category blocks and the sidebar lists. */
export async function loadNewsHome({ request }: Pick<LoaderInput, "request">) {
  const answer = await createServerApi(request).getNewsHome();
  if (answer === null) throw data(null, { status: 503 });
  const page = excludeFromNewsLists(answer);
  return {
    origin: publicOrigin(request),
    latest: Array.isArray(page.news) ? page.news : [],
    ...sidebarLists(page),
    ...belowContent(page),
  };
}

/** How many Latest News articles lead the first page of their category (§2.8, §9: the block skips them). */
const LEAD_COUNT = 4;

/**
 * Category page /news/category/{slug} (§2.8). Latest News leads page 1 with its four newest articles;
 * the 'More in Latest News' block then skips them (`categoryBlock`). Later pages list their articles whole.
 */
export async function loadNewsCategory({ request, params }: LoaderInput) {
  const page = pageNumber(request);
  const answer = await createServerApi(request).getNewsCategory(params.slug ?? "", { page });
  if (answer === null || (page > 1 && answer.news.length === 0)) throw data(null, { status: 404 });
  const { name, slug } = answer.category_data;
  const items = withoutExcludedArticles(answer.news);
  const isLatest = name === LATEST_NEWS_CATEGORY;
  const block = categoryBlock(name, items, slug);
  return {
    origin: publicOrigin(request),
    category: answer.category_data,
    lead: isLatest && page === 1 ? items.slice(0, LEAD_COUNT) : [],
    // The skip only applies where the lead shows the first four; later pages continue the list.
    block: page === 1 ? block : { ...block, items },
    isLatest,
    paging: { page, pages: Math.max(1, Math.ceil(answer.count / answer.page_size)) },
  };
}

/** Author page /author/{slug}: a live author and their articles; deleted authors have none (§2.8). */
export async function loadAuthor({ request, params }: LoaderInput) {
  const page = pageNumber(request);
  const answer = await createServerApi(request).getAuthor(params.slug ?? "", { page });
  if (answer === null || (page > 1 && answer.news.length === 0)) throw data(null, { status: 404 });
  return {
    origin: publicOrigin(request),
    author: answer.author,
    articles: withoutExcludedArticles(answer.news),
    paging: { page, pages: Math.max(1, Math.ceil(answer.count / answer.page_size)) },
  };
}

/** /about-us: static text; the loader only supplies the public origin for its canonical URL. */
export function loadAbout({ request }: Pick<LoaderInput, "request">) {
  return { origin: publicOrigin(request) };
}

export type AboutData = ReturnType<typeof loadAbout>;
export type NewsArticleData = Awaited<ReturnType<typeof loadNewsArticle>>;
export type NewsHomeData = Awaited<ReturnType<typeof loadNewsHome>>;
export type NewsCategoryData = Awaited<ReturnType<typeof loadNewsCategory>>;
export type AuthorData = Awaited<ReturnType<typeof loadAuthor>>;
