import dayjs from "dayjs";
import utc from "dayjs/plugin/utc.js";

// Dates are formatted in UTC so the server-rendered text and the browser's hydration agree whatever
// the machine's time zone.
dayjs.extend(utc);

/** §4 price-change date format, e.g. `5 Mar 2024`. */
export const PRICE_CHANGE_DATE_FORMAT = "D MMM YYYY";

/**
 * A unix-seconds timestamp as `D MMM YYYY` in UTC.
 *
 * @example
 * formatUnixDate(1709640000) // "5 Mar 2024"
 */
export function formatUnixDate(unixSeconds: number): string {
  return dayjs.unix(unixSeconds).utc().format(PRICE_CHANGE_DATE_FORMAT);
}
