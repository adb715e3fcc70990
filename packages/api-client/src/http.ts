import axios, { type AxiosInstance, type AxiosRequestConfig } from "axios";
import type { AnswerOf, BodyOf, Operation, QueryOf } from "@carmarket/contract";

/** How one client talks to the API. Create one per request on the server, one per page in the browser. */
export interface ApiClientOptions {
  /** Origin plus `/api`, e.g. `http://127.0.0.1:3000/api` on the server or `/api` in the browser. */
  baseURL: string;
  /** Bearer token of the signed-in user (server side: read from the HttpOnly cookie and forwarded). */
  token?: string | undefined;
  /** Anonymous visitor's cookie id (§6: `cookie_id`, stored under `saved_id`). */
  cookieId?: string | undefined;
  /** Extra headers, e.g. the shopper's `cookie` forwarded during server rendering. */
  headers?: Record<string, string> | undefined;
  /** Milliseconds before a call is abandoned. */
  timeout?: number | undefined;
  /** Swap the transport (tests pass axios' fetch adapter or a Fastify inject adapter). */
  adapter?: AxiosRequestConfig["adapter"];
  /**
   * Called when a call could not be answered (no answer in time, network failure, 429 or 5xx): what it throws
   * escapes the read instead of its null, so a server render can tell "failed" (a 503 page) from "not found"
   * (the API's 404, still null). Without it every failure is null (§7), as the browser's store expects.
   */
  onUnavailable?: ((error: unknown) => never) | undefined;
}

export type Http = AxiosInstance;

/** A fresh axios instance: no shared mutable defaults, so concurrent server renders never leak tokens. */
export function createHttp(options: ApiClientOptions): Http {
  const headers: Record<string, string> = { Accept: "application/json", ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.cookieId) headers["X-Cookie-Id"] = options.cookieId;
  const http = axios.create({
    baseURL: options.baseURL,
    headers,
    timeout: options.timeout ?? 10_000,
    withCredentials: true,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });
  const { onUnavailable } = options;
  if (onUnavailable) {
    http.interceptors.response.use(undefined, (error: unknown) => (isUnavailable(error) ? onUnavailable(error) : Promise.reject(error)));
  }
  return http;
}

/** Whether a failed call went unanswered (timeout, network) or the API could not serve it (429, 5xx). */
export function isUnavailable(error: unknown): boolean {
  if (!axios.isAxiosError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 429 || status >= 500;
}

/** A value of the spec's `data=` list; undefined and null entries are left out. */
export type DataValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Encodes the spec's query format (§7): the `key=value&…` list that goes, URL-encoded, after `data=`.
 * Arrays are joined with commas; booleans become 1 and 0.
 */
export function encodeData(params: Record<string, DataValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === "") continue;
    const text = Array.isArray(value) ? value.join(",") : typeof value === "boolean" ? (value ? "1" : "0") : String(value);
    search.append(key, text);
  }
  return search.toString();
}

/** The `{ params }` axios option that sends `?data=<encoded list>`. */
export function dataParams(params: Record<string, DataValue>): { params: { data: string } } {
  return { params: { data: encodeData(params) } };
}

/**
 * §7 "wrappers mostly return null on failure": runs a call and turns its failure into null. Only failures of
 * the call itself: what a client's `onUnavailable` throws, and any bug, go on up.
 */
export async function orNull<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (axios.isAxiosError(error)) return null;
    throw error;
  }
}

/** The `{ status: 0, message }` answer the API gives for a refused call, or null when it is not one. */
export function apiErrorMessage(error: unknown): string | null {
  if (!axios.isAxiosError(error)) return null;
  const data = error.response?.data as { message?: unknown } | undefined;
  return typeof data?.message === "string" ? data.message : null;
}

/** What one call of an operation sends: its path parameters, its `data=` keys, its body. */
export interface OperationRequest<TOperation extends Operation> {
  params?: Readonly<Record<string, string | number>>;
  query?: QueryOf<TOperation>;
  body?: BodyOf<TOperation>;
}

/**
 * Calls one operation of the contract (ADR 244): its path with the parameters filled in, a read's keys as
 * §7's `data=` list, a write's body as JSON. The answer's type is the contract's.
 */
export async function callOperation<TOperation extends Operation>(
  http: Http,
  operation: TOperation,
  request: OperationRequest<TOperation> = {},
  config: AxiosRequestConfig = {},
): Promise<AnswerOf<TOperation>> {
  const param = (name: string) => String(request.params?.[name] ?? "");
  const url = operation.path
    .replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(param(name)))
    // A trailing `*` takes a whole path: each segment encoded, its slashes kept.
    .replace(/\*$/, () => param("path").replace(/^\//, "").split("/").map(encodeURIComponent).join("/"));
  const query = request.query ? dataParams(request.query as Record<string, DataValue>) : {};
  const response = await http.request<AnswerOf<TOperation>>({ ...config, ...query, method: operation.method, url, data: request.body });
  return response.data;
}
