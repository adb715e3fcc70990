export { createApiClient, type ApiClient } from "./client.js";
export type { Health } from "@carmarket/contract";
export { createHttp, callOperation, encodeData, dataParams, orNull, isUnavailable, apiErrorMessage, type ApiClientOptions, type DataValue, type Http, type OperationRequest } from "./http.js";
export type * from "./research-types.js";
export type * from "./catalog-types.js";
export type * from "./account-types.js";
