import type { VehicleData } from "./load-vehicle.js";

/** Title and description of a vehicle page. */
export function vehicleMeta(data: VehicleData) {
  const { vin } = data.vinData;
  return [{ title: `${vin.vin_name} | CarMarket` }, { name: "description", content: `${vin.vin_name} for sale.` }];
}

/** One car for sale. */
export function VehiclePage({ data }: { data: VehicleData }) {
  const { vin } = data.vinData;
  return (
    <main>
      <h1>{vin.vin_name}</h1>
    </main>
  );
}
