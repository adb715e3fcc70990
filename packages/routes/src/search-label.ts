/**
 * A saved search's name for people, from its site URL: the path's words and the filters, e.g.
 * `/used-cars/honda/civic?zip=10001` → "Used Cars › Honda › Civic (zip 10001)".
 */
export function searchLabel(searchUrl: string): string {
  const url = new URL(searchUrl, "http://local");
  const words = url.pathname
    .split("/")
    .filter(Boolean)
    .map((segment) =>
      decodeURIComponent(segment)
        .split("-")
        .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
        .join(" "),
    );
  const filters = [...url.searchParams].map(([key, value]) => `${key.replace(/_/g, " ")} ${value}`);
  const name = words.join(" › ") || "All cars";
  return filters.length ? `${name} (${filters.join(", ")})` : name;
}
