export { DealerInformation } from "./dealer-information.js";
export type { DealerInformationProps, TodaysHours } from "./dealer-information.js";
