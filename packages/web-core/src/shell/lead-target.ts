/** The car a lead popup is about, answered by a page's loader as `leadTarget` (§2.3, §3). */
export interface LeadTarget {
  vin: string;
  carName: string;
  dealerName: string;
}

function isLeadTarget(value: unknown): value is LeadTarget {
  if (typeof value !== "object" || value === null) return false;
  const target = value as Record<string, unknown>;
  return typeof target.vin === "string" && typeof target.carName === "string" && typeof target.dealerName === "string";
}

/**
 * The lead target of the current page: the `leadTarget` field of the deepest route loader that
 * answers one (a vehicle page does; home does not), else null.
 */
export function leadTargetOf(matches: readonly { loaderData?: unknown }[]): LeadTarget | null {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData;
    const target = typeof data === "object" && data !== null ? (data as { leadTarget?: unknown }).leadTarget : undefined;
    if (isLeadTarget(target)) return target;
  }
  return null;
}
