/** Joins the truthy class names with spaces (conditional CSS Module classes). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
