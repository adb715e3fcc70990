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

function field(data: unknown, name: "leadTarget" | "leadTargets"): unknown {
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>)[name] : undefined;
}

/**
 * The lead target of the current page, from the deepest route loader that answers one (a vehicle
 * page does; home does not), else null. A page listing many cars (a dealer's inventory) answers
 * `leadTargets` instead, and the one whose VIN is `vin` (the lead store's) is chosen.
 */
export function leadTargetOf(matches: readonly { loaderData?: unknown }[], vin = ""): LeadTarget | null {
  for (const match of [...matches].reverse()) {
    const target = field(match.loaderData, "leadTarget");
    if (isLeadTarget(target)) return target;
    const targets = field(match.loaderData, "leadTargets");
    const chosen = Array.isArray(targets) ? targets.find((item) => isLeadTarget(item) && item.vin === vin) : undefined;
    if (isLeadTarget(chosen)) return chosen;
  }
  return null;
}
