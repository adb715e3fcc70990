const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;

/** Whole dollars with thousands separators and the '$' sign, e.g. `$24,500` (§4 price change shows '$'). */
export function formatDollars(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

/**
 * A date as 'D MMM YYYY' (§4), e.g. `5 Mar 2024`, read in UTC so server and browser render the same
 * day. Month names are spelled out here because `Intl` short months differ by ICU version (en-GB 'Sept').
 */
export function formatShortDate(date: Date): string {
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** A price-history timestamp (unix seconds, §3) as 'D MMM YYYY'. */
export function formatHistoryDate(timestampSeconds: number): string {
  return formatShortDate(new Date(timestampSeconds * 1000));
}
