// §5 sign-up: "all fields non-empty, else an alert lists empty fields as 'is empty!' or 'are empty!'".
// The account forms share this wording for every missing field, so one form never says it two ways.

/** The message for one empty field, e.g. `Email is empty!`. */
export function fieldIsEmptyMessage(label: string): string {
  return `${label} is empty!`;
}

/**
 * The alert listing empty fields by label (§5), or `null` when none is empty. One field:
 * `Email is empty!`; two: `First Name and Email are empty!`; more: commas, then "and" before the
 * last, no serial comma: `First Name, Email and Password are empty!`.
 */
export function emptyFieldsAlert(labels: readonly string[]): string | null {
  const last = labels.at(-1);
  if (last === undefined) return null;
  if (labels.length === 1) return fieldIsEmptyMessage(last);
  return `${labels.slice(0, -1).join(", ")} and ${last} are empty!`;
}

/** Whether a form value counts as empty: missing, not text, or only whitespace. */
export function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}
