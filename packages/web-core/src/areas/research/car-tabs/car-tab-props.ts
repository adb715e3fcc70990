import type { CarData } from "@carmarket/api-client";

/** What every §2.2 tab body is given: the car of the page. */
export type CarTabProps = { car: CarData };
