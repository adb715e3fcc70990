/** §8: shown when dealer data is missing. */
export const INFORMATION_NOT_AVAILABLE = "Information not available.";

/** §4 labels of today's dealer hours. */
export const DEALER_HOURS_LABELS = { open: "OPEN TODAY", closed: "CLOSED TODAY" } as const;

/** Today's dealer hours, ready to show. */
export type TodaysHours =
  | { status: "open"; label: typeof DEALER_HOURS_LABELS.open; hours: string }
  | { status: "closed"; label: typeof DEALER_HOURS_LABELS.closed; hours: null }
  | { status: "unknown"; label: typeof INFORMATION_NOT_AVAILABLE; hours: null };

/** Options of `todaysHours`. */
export interface TodaysHoursOptions {
  /**
   * IANA time zone deciding which weekday "today" is, e.g. `America/Chicago`. Defaults to the
   * runtime's zone; pass one when rendering on the server so server and browser agree.
   */
  timeZone?: string;
}

const UNKNOWN: TodaysHours = { status: "unknown", label: INFORMATION_NOT_AVAILABLE, hours: null };

/**
 * §4 today's dealer hours from `timing` (weekday name → hours text; `closed` means closed):
 * `OPEN TODAY` with the hours, `CLOSED TODAY`, or `Information not available.` (§8) when there is no
 * timing or no entry for today. Weekday names match case-insensitively, in full (`Monday`) or
 * abbreviated to three letters (`Mon`).
 *
 * @example
 * todaysHours({ Tuesday: "9:00 AM - 6:00 PM" }, new Date("2024-03-05T15:00:00Z"), { timeZone: "America/New_York" })
 * // { status: "open", label: "OPEN TODAY", hours: "9:00 AM - 6:00 PM" }
 */
export function todaysHours(timing: Readonly<Record<string, string>> | undefined, now: Date, { timeZone }: TodaysHoursOptions = {}): TodaysHours {
  if (!timing) return UNKNOWN;
  const weekday = new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone }).format(now).toLowerCase();
  const entry = Object.entries(timing).find(([day]) => {
    const name = day.trim().toLowerCase();
    return name === weekday || name === weekday.slice(0, 3);
  });
  const hours = entry?.[1].trim();
  if (!hours) return UNKNOWN;
  if (hours.toLowerCase() === "closed") return { status: "closed", label: DEALER_HOURS_LABELS.closed, hours: null };
  return { status: "open", label: DEALER_HOURS_LABELS.open, hours };
}
