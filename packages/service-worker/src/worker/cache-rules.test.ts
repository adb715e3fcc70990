import { describe, expect, it } from "vitest";
import { isKeepable, offlinePageRedirect, pictureSizeLimit, reloadDocumentAnswer } from "./cache-rules.js";

const willUpdate = (plugin: ReturnType<typeof pictureSizeLimit>, response: Response) =>
  plugin.cacheWillUpdate!({ response, request: new Request("https://carmarket.test/p.webp"), event: undefined as never, state: {} });

describe("what goes into a cache (issue #28.5)", () => {
  it("#28.5 never keeps a no-store answer, an error or a redirect", () => {
    expect(isKeepable(new Response("ok"))).toBe(true);
    expect(isKeepable(new Response("ok", { headers: { "Cache-Control": "public, max-age=60" } }))).toBe(true);
    expect(isKeepable(new Response("ok", { headers: { "Cache-Control": "no-store" } }))).toBe(false);
    expect(isKeepable(new Response("ok", { headers: { "Cache-Control": "private, no-store, max-age=0" } }))).toBe(false);
    expect(isKeepable(new Response("busy", { status: 503 }))).toBe(false);
    expect(isKeepable(new Response(null, { status: 302, headers: { Location: "/" } }))).toBe(false);
  });

  it("#28.2 keeps a picture only up to its size limit", async () => {
    const limit = pictureSizeLimit(10);
    expect(await willUpdate(limit, new Response("x".repeat(10)))).not.toBeNull();
    expect(await willUpdate(limit, new Response("x".repeat(11)))).toBeNull();
    // The body decides, not a header that says less.
    expect(await willUpdate(limit, new Response("x".repeat(11), { headers: { "Content-Length": "5" } }))).toBeNull();
  });

  it("#28.3 a page it cannot answer becomes the offline page, which knows what was asked for", () => {
    const answer = offlinePageRedirect(new URL("https://carmarket.test/news/ev-tax-credit?page=2"));
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("https://carmarket.test/offline?from=%2Fnews%2Fev-tax-credit%3Fpage%3D2");
  });

  it("#28.3 React Router's reads offline load the page as a document instead of showing an error", () => {
    const data = reloadDocumentAnswer("/used-cars?zip=10001");
    expect(data.status).toBe(204);
    expect(data.headers.get("X-Remix-Redirect")).toBe("/used-cars?zip=10001");
    expect(data.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(reloadDocumentAnswer(null).headers.has("X-Remix-Redirect")).toBe(false);
  });
});
