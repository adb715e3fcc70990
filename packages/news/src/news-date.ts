import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);

/** Article date format of §2.8, e.g. 'March 5, 2024'. */
export const NEWS_DATE_FORMAT = "MMMM D, YYYY";

/**
 * Formats an article date as 'MMMM D, YYYY' (§2.8). Dates are read and shown in UTC so the server
 * render and the browser agree whatever their time zones. An invalid or missing date gives `""`.
 * @example formatNewsDate("2024-03-05T10:00:00Z") // "March 5, 2024"
 */
export function formatNewsDate(date: string | Date | null | undefined): string {
  if (date === null || date === undefined || date === "") return "";
  const parsed = dayjs.utc(date);
  return parsed.isValid() ? parsed.format(NEWS_DATE_FORMAT) : "";
}
