export { DealerInformation } from "./dealer-information.js";
export type { DealerInformationProps } from "./dealer-information.js";
