import { constants } from "node:zlib";

/**
 * Brotli for what this server compresses per request (pages, API answers; the apps' built scripts and stylesheets
 * come compressed from the build, ADR 260, so only a file without such copies). Quality 5 keeps most of the size
 * win at a fraction of the default's CPU. The window is 256 KB (2^18) instead of zlib's 4 MB default: every stream
 * allocates its window, and at ten pages in flight the 4 MB ones cost a search page a third of its server CPU in
 * allocation and collection (30 → 20 ms, docs/performance.md "Load"), for the same bytes, since no page or answer
 * repeats anything from further back than 256 KB.
 */
export const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 5,
  [constants.BROTLI_PARAM_LGWIN]: 18,
} as const;
