// "Today" at a dealer (§4 OPEN TODAY / CLOSED TODAY) is the dealer's day, not the server's: the server
// renders the page, so it needs the dealer's zone (ADR 013). Each state's most populous zone.
// Listings carry the full state name (state_name), dealers the two-letter code (state): both work.
const ZONE_STATES: Record<string, readonly (readonly [code: string, name: string])[]> = {
  "America/New_York": [
    ["CT", "Connecticut"],
    ["DE", "Delaware"],
    ["DC", "District of Columbia"],
    ["FL", "Florida"],
    ["GA", "Georgia"],
    ["IN", "Indiana"],
    ["KY", "Kentucky"],
    ["ME", "Maine"],
    ["MD", "Maryland"],
    ["MA", "Massachusetts"],
    ["MI", "Michigan"],
    ["NH", "New Hampshire"],
    ["NJ", "New Jersey"],
    ["NY", "New York"],
    ["NC", "North Carolina"],
    ["OH", "Ohio"],
    ["PA", "Pennsylvania"],
    ["RI", "Rhode Island"],
    ["SC", "South Carolina"],
    ["VT", "Vermont"],
    ["VA", "Virginia"],
    ["WV", "West Virginia"],
    ["PR", "Puerto Rico"],
  ],
  "America/Chicago": [
    ["AL", "Alabama"],
    ["AR", "Arkansas"],
    ["IL", "Illinois"],
    ["IA", "Iowa"],
    ["KS", "Kansas"],
    ["LA", "Louisiana"],
    ["MN", "Minnesota"],
    ["MS", "Mississippi"],
    ["MO", "Missouri"],
    ["NE", "Nebraska"],
    ["ND", "North Dakota"],
    ["OK", "Oklahoma"],
    ["SD", "South Dakota"],
    ["TN", "Tennessee"],
    ["TX", "Texas"],
    ["WI", "Wisconsin"],
  ],
  "America/Denver": [
    ["CO", "Colorado"],
    ["ID", "Idaho"],
    ["MT", "Montana"],
    ["NM", "New Mexico"],
    ["UT", "Utah"],
    ["WY", "Wyoming"],
  ],
  "America/Phoenix": [["AZ", "Arizona"]],
  "America/Los_Angeles": [
    ["CA", "California"],
    ["NV", "Nevada"],
    ["OR", "Oregon"],
    ["WA", "Washington"],
  ],
  "America/Anchorage": [["AK", "Alaska"]],
  "Pacific/Honolulu": [["HI", "Hawaii"]],
};

const ZONE_OF_STATE = new Map(
  Object.entries(ZONE_STATES).flatMap(([zone, states]) =>
    states.flatMap(([code, name]) => [[code.toLowerCase(), zone] as const, [name.toLowerCase(), zone] as const]),
  ),
);

/** Eastern time, where most US dealers are, for a dealer without a known state. */
export const DEFAULT_DEALER_TIME_ZONE = "America/New_York";

/** The IANA time zone of a dealer in `state`: a full US state name or its two-letter code, any case. */
export function dealerTimeZone(state: string | undefined): string {
  return ZONE_OF_STATE.get(state?.trim().toLowerCase() ?? "") ?? DEFAULT_DEALER_TIME_ZONE;
}
