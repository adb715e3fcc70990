/** An origin no request can have: paths are resolved against it to see where a browser would go. */
const PROBE_ORIGIN = "https://carmarket.invalid";

/**
 * The one decision of where the site may send a shopper after signing in or out, or after an action:
 * `target` when a browser would read it as a path of this site, else `fallback`.
 *
 * The browser's reading is the WHATWG URL parser's: it drops tabs and newlines, reads `\` as `/`, and takes
 * `//host` and `/\host` as another site. So `target` is parsed that way, refused unless it stays on the origin,
 * and answered normalised (path, query and hash only), which leaves no control character for a `Location`
 * header and nothing a second parse could read differently.
 *
 * @param target - what the request asked for, e.g. the `redirect` query value of `/sign-in`
 * @param fallback - a path of the site's own, used when `target` is missing or leaves the site
 */
export function safeRedirect(target: unknown, fallback = "/"): string {
  if (typeof target !== "string" || !target.startsWith("/")) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil.example" resolves to the path "//evil.example", which a browser would read as a host.
  return path.startsWith("//") ? fallback : path;
}
