export { VehicleDetailsPanel } from "./vehicle-details-panel.js";
export type { VehicleDetailsPanelProps } from "./vehicle-details-panel.js";
