/** URL slug: lower case, runs of anything but letters and digits become one hyphen ("CR-V" → "cr-v", "ID.4" → "id-4"). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
