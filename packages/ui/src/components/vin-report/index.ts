export { VinReport } from "./vin-report.js";
export type { VinReportProps, VinReportRow } from "./vin-report.js";
