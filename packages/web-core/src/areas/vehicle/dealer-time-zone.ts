// "Today" at a dealer (§4 OPEN TODAY / CLOSED TODAY) is the dealer's day, not the server's: the server
// renders the page, so it needs the dealer's zone (ADR 013). Each state's most populous zone.
const ZONE_STATES: Record<string, readonly string[]> = {
  "America/New_York": [
    "Connecticut", "Delaware", "District of Columbia", "Florida", "Georgia", "Indiana", "Kentucky", "Maine", "Maryland",
    "Massachusetts", "Michigan", "New Hampshire", "New Jersey", "New York", "North Carolina", "Ohio", "Pennsylvania",
    "Rhode Island", "South Carolina", "Vermont", "Virginia", "West Virginia", "Puerto Rico",
  ],
  "America/Chicago": [
    "Alabama", "Arkansas", "Illinois", "Iowa", "Kansas", "Louisiana", "Minnesota", "Mississippi", "Missouri", "Nebraska",
    "North Dakota", "Oklahoma", "South Dakota", "Tennessee", "Texas", "Wisconsin",
  ],
  "America/Denver": ["Colorado", "Idaho", "Montana", "New Mexico", "Utah", "Wyoming"],
  "America/Phoenix": ["Arizona"],
  "America/Los_Angeles": ["California", "Nevada", "Oregon", "Washington"],
  "America/Anchorage": ["Alaska"],
  "Pacific/Honolulu": ["Hawaii"],
};

const ZONE_OF_STATE = new Map(Object.entries(ZONE_STATES).flatMap(([zone, states]) => states.map((state) => [state.toLowerCase(), zone])));

/** Eastern time, where most US dealers are, for a listing without a known state. */
export const DEFAULT_DEALER_TIME_ZONE = "America/New_York";

/** The IANA time zone of a dealer in `stateName` (a full US state name, as listings carry it). */
export function dealerTimeZone(stateName: string | undefined): string {
  return ZONE_OF_STATE.get(stateName?.trim().toLowerCase() ?? "") ?? DEFAULT_DEALER_TIME_ZONE;
}
