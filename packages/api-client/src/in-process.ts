import axios, { AxiosError, AxiosHeaders, type AxiosAdapter } from "axios";

/** One API request handed over in the same process: the shape of Fastify's `inject` options. */
export interface InProcessRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path and query, e.g. `/api/site-config`. */
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** The shopper's address, for the API's per-address budgets (light-my-request's `remoteAddress`); loopback when absent. */
  remoteAddress?: string;
}

/** The API's answer to an {@link InProcessRequest}: the fields of Fastify's `inject` response this client reads. */
export interface InProcessResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** Something that answers API requests without a socket, e.g. `(request) => fastify.inject(request)`. */
export type ApiDispatch = (request: InProcessRequest) => Promise<InProcessResponse>;

/**
 * An axios adapter that hands each call to `dispatch` in the same process instead of opening a connection:
 * a server render calls its own API without the loopback HTTP hop (issue #13). It keeps what a client
 * sees over HTTP: the same URL and headers, the client's `timeout` (an unanswered call fails with axios'
 * ECONNABORTED, as the HTTP adapter's does), a dispatch that throws is a network error, and a status
 * `validateStatus` refuses rejects with the answer attached.
 */
export function inProcessAdapter(dispatch: ApiDispatch, remoteAddress?: string): AxiosAdapter {
  return (config) => {
    const request: InProcessRequest = {
      method: (config.method ?? "get").toUpperCase() as InProcessRequest["method"],
      url: axios.getUri(config),
      headers: Object.fromEntries(Object.entries(config.headers.toJSON(true)).map(([name, value]) => [name, String(value)])),
      ...(typeof config.data === "string" ? { payload: config.data } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    };
    return new Promise((resolve, reject) => {
      const timer = config.timeout
        ? setTimeout(() => reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ECONNABORTED, config)), config.timeout)
        : undefined;
      dispatch(request).then(
        (answer) => {
          clearTimeout(timer);
          const response = { data: answer.body, status: answer.statusCode, statusText: "", headers: new AxiosHeaders(answerHeaders(answer)), config, request };
          if (config.validateStatus?.(answer.statusCode) ?? true) resolve(response);
          else reject(new AxiosError(`Request failed with status code ${answer.statusCode}`, badResponseCode(answer.statusCode), config, request, response));
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(AxiosError.from(error, AxiosError.ERR_NETWORK, config, request));
        },
      );
    });
  };
}

function answerHeaders(answer: InProcessResponse): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined) headers[name] = typeof value === "number" ? String(value) : value;
  return headers;
}

/** axios' own codes for a refused status (settle.js). */
function badResponseCode(status: number): string {
  return status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
}
