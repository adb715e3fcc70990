export { VehicleHistory } from "./vehicle-history.js";
export type { VehicleHistoryFacts, VehicleHistoryProps } from "./vehicle-history.js";
