import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import type { ApiClientOptions } from "@carmarket/api-client";

/** The function form of axios' adapter option, so a test can wrap one (e.g. with a cookie jar). */
type Adapter = Extract<NonNullable<ApiClientOptions["adapter"]>, (...args: never[]) => unknown>;

/**
 * An axios adapter that hands each request to Fastify's inject, so @carmarket/api-client runs against
 * the real routes: client and API must agree on paths, bodies and answers. `onResponse` sees every raw
 * answer (e.g. to read a Set-Cookie the client itself never exposes).
 */
export function injectAdapter(app: FastifyInstance, onResponse?: (response: LightMyRequestResponse) => void): Adapter {
  return async (config) => {
    const query = config.params ? `?${new URLSearchParams(config.params as Record<string, string>)}` : "";
    const response = await app.inject({
      method: (config.method ?? "get").toUpperCase() as "GET",
      url: `${config.baseURL ?? ""}${config.url ?? ""}${query}`,
      headers: Object.fromEntries(Object.entries(config.headers.toJSON()).map(([k, v]) => [k, String(v)])),
      ...(config.data ? { payload: config.data as string } : {}),
    });
    onResponse?.(response);
    const answer = { data: response.body ? response.json() : "", status: response.statusCode, statusText: "", headers: {}, config };
    if (response.statusCode >= 400)
      throw Object.assign(new Error(`Request failed with ${response.statusCode}`), { isAxiosError: true, response: answer, config });
    return answer;
  };
}
