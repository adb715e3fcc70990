/** The days of a dealer's week, in the order a US shopper reads them. */
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

type Weekday = (typeof WEEKDAYS)[number];

/** One day of a dealer's week (§3 timing): its hours text, closed, or not given. */
export type DayHours = { day: Weekday; status: "open"; hours: string } | { day: Weekday; status: "closed" | "unknown"; hours: null };

function entryFor(timing: Readonly<Record<string, string>>, day: Weekday): string | undefined {
  // Same matching as todaysHours of @carmarket/listing: full or three-letter names, any case.
  const wanted = day.toLowerCase();
  const entry = Object.entries(timing).find(([name]) => [wanted, wanted.slice(0, 3)].includes(name.trim().toLowerCase()));
  return entry?.[1].trim();
}

/**
 * The seven days of §3 `timing` (weekday name → hours text; 'closed' means closed), Monday first,
 * or null when the dealer gave no timing at all (the page says 'Information not available.', §8).
 */
export function weeklyHours(timing: Readonly<Record<string, string>> | undefined): DayHours[] | null {
  if (!timing || Object.keys(timing).length === 0) return null;
  return WEEKDAYS.map((day) => {
    const hours = entryFor(timing, day);
    if (!hours) return { day, status: "unknown", hours: null };
    if (hours.toLowerCase() === "closed") return { day, status: "closed", hours: null };
    return { day, status: "open", hours };
  });
}

const RANGE = /^(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\s*[-–—]\s*(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?$/i;

function clock(hour: string, minute: string | undefined, half: string): string | null {
  const h = Number(hour);
  const m = Number(minute ?? "0");
  if (h < 1 || h > 12 || m > 59) return null;
  const h24 = (h % 12) + (half.toLowerCase() === "p" ? 12 : 0);
  return `${String(h24).padStart(2, "0")}:${String(m).padStart(2, "0")}`;
}

/**
 * Opening and closing time (24-hour `HH:MM`, schema.org's format) of an hours text such as
 * `9:00 AM - 8:00 PM`, or null when the text is not one range (free text is shown, not parsed).
 */
export function parseHoursRange(text: string): { opens: string; closes: string } | null {
  const match = RANGE.exec(text.trim());
  if (!match) return null;
  const [, openHour = "", openMinute, openHalf = "", closeHour = "", closeMinute, closeHalf = ""] = match;
  const opens = clock(openHour, openMinute, openHalf);
  const closes = clock(closeHour, closeMinute, closeHalf);
  return opens && closes ? { opens, closes } : null;
}
