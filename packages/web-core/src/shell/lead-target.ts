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
 * The lead target of the current page: the deepest route loader that answers one. A page about one
 * car answers `leadTarget`; a page of many cars (a search) answers `leadTargets`, of which the one
 * whose VIN the lead form was opened for counts. Null when no loader names the car.
 */
export function leadTargetOf(matches: readonly { loaderData?: unknown }[], vin?: string): LeadTarget | null {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData;
    if (typeof data !== "object" || data === null) continue;
    const { leadTarget, leadTargets } = data as { leadTarget?: unknown; leadTargets?: unknown };
    if (isLeadTarget(leadTarget)) return leadTarget;
    const listed = Array.isArray(leadTargets) && vin ? leadTargets.find((target) => isLeadTarget(target) && target.vin === vin) : undefined;
    if (listed) return listed as LeadTarget;
  }
  return null;
}

/**
 * Every car the current page names, for a lead form the page itself opened (`popup=true`, `#leadForm`; issue #26.11):
 * the deepest loader's `leadTarget` (one car) or `leadTargets` (a search, a dealer's inventory, the home page's
 * nearest cars). Empty when no loader names any.
 */
export function leadTargetsOf(matches: readonly { loaderData?: unknown }[]): LeadTarget[] {
  for (const match of [...matches].reverse()) {
    const data = match.loaderData;
    if (typeof data !== "object" || data === null) continue;
    const { leadTarget, leadTargets } = data as { leadTarget?: unknown; leadTargets?: unknown };
    if (isLeadTarget(leadTarget)) return [leadTarget];
    if (Array.isArray(leadTargets)) {
      const cars = leadTargets.filter(isLeadTarget);
      if (cars.length > 0) return cars;
    }
  }
  return [];
}
