/**
 * Low-level path helpers every builder and the classifier share, so encoding and query handling
 * are written once.
 */

/** Query input accepted by builders that keep or add query parameters. */
export type QueryInput = URLSearchParams | string | Record<string, string | number | undefined> | undefined;

/** Joins path segments into `/a/b/c`, URL-encoding each one; no segments gives `/`. */
export function joinPath(...segments: readonly (string | number)[]): string {
  return `/${segments.map((segment) => encodeURIComponent(String(segment))).join("/")}`;
}

/**
 * The URL slug of a name: lower case, runs of anything but letters and digits become one hyphen
 * ("CR-V" → "cr-v", "ID.4" → "id-4", "Mercedes-Benz" → "mercedes-benz"; §3 slugs).
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Splits a pathname into decoded segments, ignoring empty ones (so trailing slashes do not matter).
 * Returns `null` for malformed percent-encoding.
 */
export function splitPath(pathname: string): string[] | null {
  try {
    return pathname
      .split("/")
      .filter((segment) => segment !== "")
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** Normalises any {@link QueryInput} into a fresh `URLSearchParams` (the input is never mutated). */
export function toSearchParams(query: QueryInput): URLSearchParams {
  if (query === undefined) return new URLSearchParams();
  if (typeof query === "string" || query instanceof URLSearchParams) return new URLSearchParams(query);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}

/**
 * Appends a query to a path: `withQuery("/suv", "?zip=10001")` → `/suv?zip=10001`. Keeps a query the
 * path already has and adds the new keys after it (a key present in both takes the new value).
 * An empty query leaves the path unchanged.
 */
export function withQuery(path: string, query: QueryInput): string {
  const queryStart = path.indexOf("?");
  const base = queryStart === -1 ? path : path.slice(0, queryStart);
  const params = new URLSearchParams(queryStart === -1 ? "" : path.slice(queryStart + 1));
  const added = toSearchParams(query);
  for (const key of new Set(added.keys())) params.delete(key);
  for (const [key, value] of added) params.append(key, value);
  const text = params.toString();
  return text === "" ? base : `${base}?${text}`;
}
