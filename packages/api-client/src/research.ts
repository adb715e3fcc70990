import { contract, type QueryOf, type ReviewModel, type ReviewSubmodel } from "@carmarket/contract";
import { callOperation, orNull, type Http, type OperationRequest } from "./http.js";
import type { Operation } from "@carmarket/contract";

/** Calls for research pages, rankings, comparison, car reviews and news. Reads return null on failure (§7). */
export function researchCalls(http: Http) {
  const read = <TOperation extends Operation>(operation: TOperation, request?: OperationRequest<TOperation>) => orNull(callOperation(http, operation, request));
  return {
    /** GET /models: a brand's researched models, or body-style groups when `is_parent_submodel` is 1. */
    getReviewModels<P extends QueryOf<typeof contract.getReviewModels>>(
      params: P,
    ): Promise<(P extends { is_parent_submodel: 1 } ? ReviewSubmodel[] : ReviewModel[]) | null> {
      const { brand_id, for_home, is_slug_required, is_parent_submodel } = params;
      return read(contract.getReviewModels, { query: { for_home, is_slug_required, is_parent_submodel, brand_id } }) as Promise<never>;
    },
    /** GET /rankings/list: the rankings of a body style (`submodel_family` = §2.5 body-type slug). */
    getRankingList(params: QueryOf<typeof contract.getRankingList>) {
      return read(contract.getRankingList, { query: params });
    },
    /** GET /inventory/car/data/{id}: research data of one model-year. */
    getCarData(id: number) {
      return read(contract.getCarData, { params: { path: String(id) } }).then((answer) => (answer && "content" in answer ? answer : null));
    },
    /** GET /pages/resolve: the §2.1 page type and data of a catch-all path; null when no page has it. */
    resolvePage(path: string) {
      return read(contract.resolvePage, { query: { path } });
    },
    /** GET /inventory/car/data{path}: the car page of a path like `/toyota/camry/2024/safety`. */
    getCarPage(path: string, params: QueryOf<typeof contract.getCarData> = {}) {
      return read(contract.getCarData, { params: { path }, query: params }).then((answer) => (answer && "car" in answer ? answer : null));
    },
    /** GET /compare/{slug}: both cars of `brandA-model-vs-brandB-model`. */
    getCompare(slug: string) {
      return read(contract.getCompare, { params: { slug } });
    },
    /** GET /news: the news home (§3 News page data). */
    getNewsHome() {
      return read(contract.getNewsHome);
    },
    /** GET /news/{slug}: News page data with `news` = the article, its HTML sanitised by the API. */
    getNewsArticle(slug: string) {
      return read(contract.getNewsArticle, { params: { slug } });
    },
    /** GET /news/category/{slug}: one page of a category, newest first. */
    getNewsCategory(slug: string, params: QueryOf<typeof contract.getNewsCategory> = {}) {
      return read(contract.getNewsCategory, { params: { slug }, query: params });
    },
    /** GET /authors/{slug}: a live author with their articles (deleted authors have no page, §2.8). */
    getAuthor(slug: string, params: QueryOf<typeof contract.getAuthor> = {}) {
      return read(contract.getAuthor, { params: { slug }, query: params });
    },
    /** GET /reviews: published shopper reviews of a car, newest first. */
    getCarReviews(params: QueryOf<typeof contract.getCarReviews>) {
      return read(contract.getCarReviews, { query: params });
    },
    /** POST /reviews: writes a car review; throws the API's `{message}` on refusal (see `apiErrorMessage`). */
    writeCarReview(body: NonNullable<OperationRequest<typeof contract.writeCarReview>["body"]>) {
      return callOperation(http, contract.writeCarReview, { body });
    },
  };
}
