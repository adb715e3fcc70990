import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { pounds } from "./units.js";

/** The specifications tab (§2.2). */
export function SpecificationsTab({ car }: CarTabProps) {
  const { specs } = car.content;
  return (
    <FactList
      heading="Specifications"
      facts={[
        { label: "Engine", value: specs.engine },
        { label: "Fuel", value: specs.fuel },
        { label: "Horsepower", value: `${specs.horsepower} hp` },
        { label: "Torque", value: `${specs.torque_lb_ft} lb-ft` },
        { label: "Transmission", value: specs.transmission },
        { label: "Drivetrain", value: specs.drivetrain },
        { label: "Curb weight", value: pounds(specs.curb_weight_lb) },
        { label: "Seating", value: specs.seating },
        { label: "Fuel tank", value: specs.fuel_tank_gal === null ? undefined : `${specs.fuel_tank_gal} gal` },
        { label: "Battery", value: specs.battery_kwh === null ? undefined : `${specs.battery_kwh} kWh` },
      ]}
    />
  );
}
