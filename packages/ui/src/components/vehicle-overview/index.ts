export { VehicleOverview } from "./vehicle-overview.js";
export type { VehicleOverviewProps, VehicleOverviewValues } from "./vehicle-overview.js";
