export { createApiClient, type ApiClient } from "./client.js";
export { inProcessAdapter, type ApiDispatch, type InProcessRequest, type InProcessResponse } from "./in-process.js";
export type { Health } from "./system.js";
export { createHttp, encodeData, dataParams, orNull, isUnavailable, apiErrorMessage, type ApiClientOptions, type DataValue, type Http } from "./http.js";
export type * from "./research-types.js";
export type * from "./catalog-types.js";
export type * from "./account-types.js";
