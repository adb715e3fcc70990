import { type Listing, displayColor } from "@carmarket/listing";
import { formatMpg } from "@carmarket/pricing";
import { FactList } from "../fact-list/fact-list.js";

/** The listing fields the overview shows (§3). */
export type VehicleOverviewFields = Pick<
  Listing,
  "year" | "mileage" | "fuel_economy" | "fuel" | "engine" | "drivetrain" | "transmission" | "color" | "interior_color"
>;

/** Props of {@link VehicleOverview}. */
export interface VehicleOverviewProps {
  /** The listing; missing values show '-'. */
  listing: VehicleOverviewFields;
}

/**
 * The 'Vehicle Overview' section of the vehicle page (§2.7): fuel economy to one decimal MPG and
 * colours `UNKNOWN` or none as '-' (§9), via the domain formatters.
 */
export function VehicleOverview({ listing }: VehicleOverviewProps) {
  return (
    <FactList
      heading="Vehicle Overview"
      facts={[
        { label: "Year", value: listing.year },
        { label: "Mileage", value: listing.mileage === undefined ? undefined : `${listing.mileage.toLocaleString("en-US")} mi` },
        { label: "Fuel Economy", value: listing.fuel_economy === undefined ? undefined : formatMpg(listing.fuel_economy) },
        { label: "Fuel Type", value: listing.fuel },
        { label: "Engine", value: listing.engine },
        { label: "Drivetrain", value: listing.drivetrain },
        { label: "Transmission", value: listing.transmission },
        { label: "Exterior Color", value: displayColor(listing.color) },
        { label: "Interior Color", value: displayColor(listing.interior_color) },
      ]}
    />
  );
}
