import fc from "fast-check";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { RenderedDocument, renderedDocuments, renderKey } from "./render-cache.js";

type Page = Pick<EntryContext, "staticHandlerContext">;
const page = (loaderData: unknown, more: { actionData?: unknown; errors?: unknown } = {}): Page =>
  ({ staticHandlerContext: { loaderData, actionData: null, errors: null, ...more } }) as unknown as Page;
const SEARCH = "http://localhost/used-cars?zip=10001";

describe("#29.3 the render cache: a document is reused only for the same inputs, under each response's own nonce", () => {
  it("a kept document carries the nonce of the response that sends it, never the one it was rendered with", () => {
    const html = '<script nonce="first+nonce==">a</script><p>2024 GMC Hummer EV</p><script nonce="first+nonce==">b</script>';
    const document = new RenderedDocument(html, "first+nonce==");
    const sent = document.withNonce("second/nonce==");
    expect(sent).toBe(html.replaceAll("first+nonce==", "second/nonce=="));
    expect(sent).not.toContain("first+nonce==");
  });

  it("each shopper's own facts in the loader data (a ZIP, an account) make a different key", () => {
    const anonymous = renderKey(SEARCH, false, 200, page({ root: { zip: null, user: null }, listings: { count: 3 } }));
    const signedIn = renderKey(SEARCH, false, 200, page({ root: { zip: null, user: { first_name: "Ada" } }, listings: { count: 3 } }));
    const withZip = renderKey(SEARCH, false, 200, page({ root: { zip: "10001", user: null }, listings: { count: 3 } }));
    expect(new Set([anonymous, signedIn, withZip]).size).toBe(3);
    expect(renderKey(SEARCH, false, 200, page({ root: { zip: null, user: null }, listings: { count: 3 } }))).toBe(anonymous);
  });

  it("the URL, a crawler (the whole document at once) and the status each make a different key", () => {
    const data = page({ listings: { count: 3 } });
    const keys = [
      renderKey(SEARCH, false, 200, data),
      renderKey(`${SEARCH}&page=2`, false, 200, data),
      renderKey(SEARCH, true, 200, data),
      renderKey(SEARCH, false, 404, data),
    ];
    expect(new Set(keys).size).toBe(4);
  });

  it("no key for a form's answer, an error, or data streamed later (a promise) or without JSON (a Map)", () => {
    expect(renderKey(SEARCH, false, 200, page({}, { actionData: { review: { error: "Too short" } } }))).toBeNull();
    expect(renderKey(SEARCH, false, 200, page({}, { errors: { root: new Error("down") } }))).toBeNull();
    expect(renderKey(SEARCH, false, 200, page({ listings: { cards: Promise.resolve([]) } }))).toBeNull();
    expect(renderKey(SEARCH, false, 200, page({ listings: new Map() }))).toBeNull();
  });

  it("equal keys only for equal loader data (undefined, Dates and non-finite numbers told apart from their JSON look-alikes)", () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.constant(undefined),
      fc.constant(Number.NaN),
      fc.constant(null),
      fc.constant("2026-11-28T00:00:00.000Z"),
      fc.constant(new Date("2026-11-28T00:00:00.000Z")),
    );
    const data = fc.dictionary(fc.constantFrom("a", "b", "c"), fc.oneof(value, fc.dictionary(fc.constantFrom("x", "y"), value)));
    fc.assert(
      fc.property(data, data, (one, two) => {
        const same = renderKey(SEARCH, false, 200, page(one)) === renderKey(SEARCH, false, 200, page(two));
        expect(same).toBe(sameData(one, two));
      }),
    );
  });

  it("keeps documents up to its size bound, dropping the least recently used", () => {
    const documents = renderedDocuments(10);
    documents.set("a", new RenderedDocument("x".repeat(6), "n"));
    documents.set("b", new RenderedDocument("y".repeat(6), "n"));
    expect(documents.has("a")).toBe(false);
    expect(documents.get("b")?.withNonce("m")).toBe("yyyyyy");
  });
});

/** Deep equality that tells undefined from absent, a Date from a string and NaN from null, as a render would. */
function sameData(one: unknown, two: unknown): boolean {
  if (one instanceof Date || two instanceof Date) return one instanceof Date && two instanceof Date && one.getTime() === two.getTime();
  if (typeof one !== "object" || typeof two !== "object" || one === null || two === null) return one === two || (Number.isNaN(one) && Number.isNaN(two));
  if (Array.isArray(one) !== Array.isArray(two)) return false;
  const keys = new Set([...Object.keys(one), ...Object.keys(two)]);
  return [...keys].every((key) => key in one && key in two && sameData((one as Record<string, unknown>)[key], (two as Record<string, unknown>)[key]));
}
