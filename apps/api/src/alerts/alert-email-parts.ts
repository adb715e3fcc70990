/** Pieces every alert email shares: money as shoppers read it and the no-sign-in unsubscribe links. */

export function dollars(amount: number): string {
  return `$${amount.toLocaleString("en-US")}`;
}

/** The unsubscribe link of a price-drop subscription (works without signing in). */
export function unsubscribeLink(origin: string, token: string): string {
  return `${origin}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The link that stops one saved search's digest (works without signing in). */
export function digestUnsubscribeLink(origin: string, token: string): string {
  return `${origin}/api/alerts/search-digest/unsubscribe?token=${encodeURIComponent(token)}`;
}
