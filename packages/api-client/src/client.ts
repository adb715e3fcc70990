import { accountCalls } from "./accounts.js";
import { catalogCalls } from "./catalog.js";
import { researchCalls } from "./research.js";
import { searchCalls } from "./search.js";
import { systemCalls } from "./system.js";
import { createHttp, type ApiClientOptions } from "./http.js";

/**
 * One configured client: every call of §7 as a typed function. Functions do not use `this`,
 * so sagas can `call(api.someCall, …)` and tests can pass a plain object of fakes.
 */
export function createApiClient(options: ApiClientOptions) {
  const http = createHttp(options);
  return { ...systemCalls(http), ...catalogCalls(http), ...researchCalls(http), ...searchCalls(http), ...accountCalls(http) };
}

export type ApiClient = ReturnType<typeof createApiClient>;
