// Which weekday is "today" for a dealer depends on where the lot is, not where the server runs
// (ADR 013, ADR 075). States spanning two zones get the zone most of their people live in.
const ZONES: Record<string, readonly string[]> = {
  "America/New_York": ["CT", "DC", "DE", "FL", "GA", "IN", "KY", "MA", "MD", "ME", "MI", "NC", "NH", "NJ", "NY", "OH", "PA", "RI", "SC", "VA", "VT", "WV"],
  "America/Chicago": ["AL", "AR", "IA", "IL", "KS", "LA", "MN", "MO", "MS", "ND", "NE", "OK", "SD", "TN", "TX", "WI"],
  "America/Denver": ["CO", "ID", "MT", "NM", "UT", "WY"],
  "America/Phoenix": ["AZ"],
  "America/Los_Angeles": ["CA", "NV", "OR", "WA"],
  "America/Anchorage": ["AK"],
  "Pacific/Honolulu": ["HI"],
  "America/Puerto_Rico": ["PR", "VI"],
};

const ZONE_OF_STATE = new Map(Object.entries(ZONES).flatMap(([zone, states]) => states.map((state) => [state, zone] as const)));

/** Zone used when a dealer's state is missing or unknown: the zone most US shoppers live in. */
export const DEFAULT_DEALER_TIME_ZONE = "America/New_York";

/** The IANA time zone of a dealer in `state` (two-letter code, any case). */
export function dealerTimeZone(state: string | undefined): string {
  return ZONE_OF_STATE.get((state ?? "").trim().toUpperCase()) ?? DEFAULT_DEALER_TIME_ZONE;
}
