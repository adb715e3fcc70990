export { createApiClient, type ApiClient } from "./client.js";
export type { Health } from "@carmarket/contract";
export { createHttp, callOperation, encodeData, dataParams, orNull, isUnavailable, apiErrorMessage, type ApiClientOptions, type DataValue, type Http, type OperationRequest } from "./http.js";
export type {
  AuthorPage,
  CarData,
  CarPage,
  CarSummary,
  CarUserReview,
  ComparePage,
  CostYear,
  EditorReview,
  GalleryItem,
  IihsRating,
  NewsCategoryPage,
  NewsPageAnswer,
  RankingItem,
  RankingPage,
  ResearchContent,
  ResearchTrim,
  ResolvedPage,
  ReviewModel,
  ReviewSubmodel,
  SafetyRatings,
  WriteCarReviewAnswer,
  WriteCarReviewBody,
} from "@carmarket/contract";
export type * from "./catalog-types.js";
export type * from "./account-types.js";
export type { SearchCatalogBrand } from "./search.js";
