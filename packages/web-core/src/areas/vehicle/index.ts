// Vehicle page (§2.1 SINGLE_VIN, §2.7): both apps' listing route renders it when the URL has ?vin=.
export { loadVehicle, type VehicleData } from "./load-vehicle.js";
export { VehiclePage, vehicleMeta } from "./vehicle-page.js";
