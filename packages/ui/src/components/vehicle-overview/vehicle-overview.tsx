import { FactList } from "../fact-list/fact-list.js";

/**
 * Display-ready overview values. Formatting rules live in the domain packages (§9: fuel economy to
 * one decimal MPG, colour `UNKNOWN` or none shows '-'), so the page passes formatted text here.
 */
export interface VehicleOverviewValues {
  year?: number;
  /** e.g. `45,210 mi`. */
  mileage?: string;
  /** e.g. `31.5 MPG`. */
  fuelEconomy?: string;
  fuel?: string;
  engine?: string;
  drivetrain?: string;
  transmission?: string;
  exteriorColor?: string;
  interiorColor?: string;
}

/** Props of {@link VehicleOverview}. */
export interface VehicleOverviewProps {
  /** The values to show; a missing value shows '-'. */
  values: VehicleOverviewValues;
}

/** The 'Vehicle Overview' section of the vehicle page (§2.7). */
export function VehicleOverview({ values }: VehicleOverviewProps) {
  return (
    <FactList
      heading="Vehicle Overview"
      facts={[
        { label: "Year", value: values.year },
        { label: "Mileage", value: values.mileage },
        { label: "Fuel Economy", value: values.fuelEconomy },
        { label: "Fuel Type", value: values.fuel },
        { label: "Engine", value: values.engine },
        { label: "Drivetrain", value: values.drivetrain },
        { label: "Transmission", value: values.transmission },
        { label: "Exterior Color", value: values.exteriorColor },
        { label: "Interior Color", value: values.interiorColor },
      ]}
    />
  );
}
