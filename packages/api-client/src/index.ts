export { createApiClient, type ApiClient } from "./client.js";
export type { Health } from "@carmarket/contract";
export { createHttp, callOperation, encodeData, dataParams, orNull, isUnavailable, apiErrorMessage, type ApiClientOptions, type DataValue, type Http, type OperationRequest } from "./http.js";
export type * from "./research-types.js";
export type {
  BodyTypeLink,
  Brand,
  CompareGraph,
  Dealer,
  DealerDetail,
  DealerInfo,
  DealerList,
  DealerReview,
  DealerReviewInput,
  DealerReviews,
  FacetOption,
  ListingCard,
  ListingData,
  ListingDataParams,
  LocationLookup,
  MarketExplanation,
  PriceGraph,
  PriceHistoryEntry,
  SaleModel,
  SaleModelsParams,
  VehicleDetail,
  VinData,
  VoteAnswer,
  WriteAnswer,
  YearEntry,
  ZipLookup,
  ZipLookupParams,
} from "@carmarket/contract";
export type * from "./account-types.js";
