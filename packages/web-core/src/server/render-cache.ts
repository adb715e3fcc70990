import { createHash } from "node:crypto";
import { LRUCache } from "lru-cache";
import type { EntryContext } from "react-router";

/**
 * A rendered document cut where its response's CSP nonce stood (ADR 213: a fresh nonce per response), so the
 * same document can be sent again under another response's nonce. The nonce is 128 random bits: it occurs in
 * the document only where the render wrote it.
 */
export class RenderedDocument {
  readonly #parts: string[];
  readonly length: number;

  constructor(html: string, nonce: string) {
    this.#parts = html.split(nonce);
    this.length = html.length;
  }

  /** The document as rendered for a response whose nonce is `nonce`. */
  withNonce(nonce: string): string {
    return this.#parts.join(nonce);
  }
}

class NotAKey extends Error {}
const UNDEFINED = "\u0000undefined";

/** JSON that tells apart what JSON.stringify would merge (undefined and absent, a Date and its ISO string, NaN and null). */
function exactJson(this: unknown, key: string, value: unknown): unknown {
  const original = (this as Record<string, unknown>)[key];
  if (original instanceof Date) return `\u0000Date:${value as string}`;
  if (value === undefined) return UNDEFINED;
  if (typeof value === "number" && !Number.isFinite(value)) return `\u0000${value}`;
  if (typeof value === "bigint" || typeof value === "function" || typeof value === "symbol") throw new NotAKey();
  // A promise streams its value later, a Map or Set has no JSON: such data is not a key.
  if (value instanceof Map || value instanceof Set || typeof (value as { then?: unknown } | null)?.then === "function") throw new NotAKey();
  return value;
}

/**
 * What a page's document is made of besides its nonce: the URL (the routes matched, the links), whether a crawler
 * asked (it gets the whole document at once), the status and every route's loader data (the shopper's own facts
 * among them: their ZIP, their account). Null when the render is not a function of those alone: a form's action
 * answered (its data, a redirect's errors), or data React Router streams later. Hashed: a search page's data is
 * tens of KB.
 */
export function renderKey(
  url: string,
  crawler: boolean,
  status: number,
  { staticHandlerContext: page }: Pick<EntryContext, "staticHandlerContext">,
): string | null {
  if (page.actionData !== null || page.errors !== null) return null;
  try {
    const json = JSON.stringify([url, crawler, status, page.loaderData], exactJson);
    return createHash("sha256").update(json).digest("base64");
  } catch (error) {
    if (error instanceof NotAKey) return null;
    throw error;
  }
}

/**
 * Documents rendered in this process by their key ({@link renderKey}): the same inputs make the same document,
 * so a search or vehicle page many shoppers ask for is rendered once, while its loaders still run for each of
 * them (fresh data decides whether the kept document still fits; ADR 318). Bounded by size: about a hundred pages.
 */
export function renderedDocuments(maxBytes = 16 * 1024 * 1024): LRUCache<string, RenderedDocument> {
  return new LRUCache<string, RenderedDocument>({ maxSize: maxBytes, sizeCalculation: (document) => Math.max(1, document.length) });
}
