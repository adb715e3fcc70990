// What may go into a cache, and what the worker answers when the network and its caches have nothing.
import type { WorkboxPlugin } from "workbox-core/types.js";
import { OFFLINE_PATH } from "@carmarket/routes";

/**
 * Whether an answer may be kept: a whole 200 that the server did not mark `no-store` (issue #28.5). A
 * redirect (a navigation's opaque redirect) or an error is never kept.
 */
export function isKeepable(response: Response): boolean {
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return response.status === 200 && response.type !== "opaqueredirect" && !/(^|,)\s*no-store\s*(,|$)/i.test(cacheControl);
}

/** The plugin form of {@link isKeepable}, for every runtime cache. */
export const keepOnlyKeepable: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isKeepable(response) ? response : null),
};

/** Pictures larger than this are shown but not kept, so a few big photos cannot crowd out the rest. */
const PICTURE_MAX_BYTES = 300 * 1024;

/** Keeps a picture only when its body is at most `maxBytes` (read from the copy, not trusted from a header). */
export function pictureSizeLimit(maxBytes = PICTURE_MAX_BYTES): WorkboxPlugin {
  return {
    cacheWillUpdate: async ({ response }) => {
      const declared = Number(response.headers.get("Content-Length"));
      if (declared > maxBytes) return null;
      const size = (await response.clone().arrayBuffer()).byteLength;
      return size <= maxBytes ? response : null;
    },
  };
}

/** The offline page for a page the worker has no copy of; `from` lets it offer the page again. */
export function offlinePageRedirect(requested: URL): Response {
  const target = new URL(OFFLINE_PATH, requested.origin);
  target.searchParams.set("from", `${requested.pathname}${requested.search}`);
  return Response.redirect(target.href, 302);
}

/**
 * React Router's answer that makes it load `document` as a whole page (its single-fetch redirect with
 * `X-Remix-Reload-Document`): offline, the worker then answers that page from its copies or with the
 * offline page, where the client-side navigation would have shown an error. Without `document` (the
 * route manifest) React Router reloads the page it was going to.
 */
export function reloadDocumentAnswer(document: string | null): Response {
  const headers = new Headers({ "X-Remix-Reload-Document": "true" });
  if (document !== null) headers.set("X-Remix-Redirect", document);
  return new Response(null, { status: 204, headers });
}
