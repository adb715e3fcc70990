import type { NewsArticle } from "@carmarket/news";
import { dataParams, orNull, type Http } from "./http.js";
import type {
  AuthorPage,
  CarData,
  CarPage,
  ComparePage,
  NewsCategoryPage,
  NewsPageAnswer,
  RankingItem,
  ResolvedPage,
  ReviewModel,
  ReviewModelsParams,
  ReviewSubmodel,
  WriteCarReviewAnswer,
  WriteCarReviewBody,
} from "./research-types.js";

/** Calls for research pages, rankings, comparison, car reviews and news. Reads return null on failure (§7). */
export function researchCalls(http: Http) {
  const read = async <T>(url: string, config?: Parameters<Http["get"]>[1]): Promise<T | null> =>
    orNull(http.get<T>(url, config).then((response) => response.data));
  return {
    /** GET /models: a brand's researched models, or body-style groups when `is_parent_submodel` is 1. */
    getReviewModels<P extends ReviewModelsParams>(params: P): Promise<(P extends { is_parent_submodel: 1 } ? ReviewSubmodel[] : ReviewModel[]) | null> {
      const { brand_id, for_home, is_slug_required, is_parent_submodel } = params;
      return read(`/models`, dataParams({ for_home, is_slug_required, is_parent_submodel, brand_id }));
    },
    /** GET /rankings/list: the rankings of a body style (`submodel_family` = §2.5 body-type slug). */
    getRankingList(params: { submodel_family: string }): Promise<RankingItem[] | null> {
      return read(`/rankings/list`, dataParams(params));
    },
    /** GET /inventory/car/data/{id}: research data of one model-year. */
    getCarData(id: number): Promise<CarData | null> {
      return read(`/inventory/car/data/${encodeURIComponent(id)}`);
    },
    /** GET /pages/resolve: the §2.1 page type and data of a catch-all path; null when no page has it. */
    resolvePage(path: string): Promise<ResolvedPage | null> {
      return read(`/pages/resolve`, dataParams({ path }));
    },
    /** GET /inventory/car/data{path}: the car page of a path like `/toyota/camry/2024/safety`. */
    getCarPage(path: string, params: { tab?: string } = {}): Promise<CarPage | null> {
      return read(`/inventory/car/data${encodePath(path)}`, dataParams(params));
    },
    /** GET /compare/{slug}: both cars of `brandA-model-vs-brandB-model`. */
    getCompare(slug: string): Promise<ComparePage | null> {
      return read(`/compare/${encodeURIComponent(slug)}`);
    },
    /** GET /news: the news home (§3 News page data). */
    getNewsHome(): Promise<NewsPageAnswer | null> {
      return read(`/news`);
    },
    /** GET /news/{slug}: News page data with `news` = the article, its HTML sanitised by the API. */
    getNewsArticle(slug: string): Promise<(NewsPageAnswer & { news: NewsArticle }) | null> {
      return read(`/news/${encodeURIComponent(slug)}`);
    },
    /** GET /news/category/{slug}: one page of a category, newest first. */
    getNewsCategory(slug: string, params: { page?: number } = {}): Promise<NewsCategoryPage | null> {
      return read(`/news/category/${encodeURIComponent(slug)}`, dataParams(params));
    },
    /** GET /authors/{slug}: a live author with their articles (deleted authors have no page, §2.8). */
    getAuthor(slug: string, params: { page?: number } = {}): Promise<AuthorPage | null> {
      return read(`/authors/${encodeURIComponent(slug)}`, dataParams(params));
    },
    /** GET /reviews: published shopper reviews of a car, newest first. */
    getCarReviews(params: { car_id: number; page?: number }): Promise<(CarData["user_reviews"] & { page: number; page_size: number }) | null> {
      return read(`/reviews`, dataParams(params));
    },
    /** POST /reviews: writes a car review; throws the API's `{message}` on refusal (see `apiErrorMessage`). */
    async writeCarReview(body: WriteCarReviewBody): Promise<WriteCarReviewAnswer> {
      return (await http.post<WriteCarReviewAnswer>(`/reviews`, body)).data;
    },
  };
}

/** Encodes each segment of a site path, keeping its slashes. */
function encodePath(path: string): string {
  const withSlash = path.startsWith("/") ? path : `/${path}`;
  return withSlash.split("/").map(encodeURIComponent).join("/");
}
