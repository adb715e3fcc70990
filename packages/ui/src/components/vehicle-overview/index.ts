export { VehicleOverview } from "./vehicle-overview.js";
export type { VehicleOverviewFields, VehicleOverviewProps } from "./vehicle-overview.js";
