import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { cubicFeet } from "./units.js";

/** The trunk-space tab (§2.2). */
export function TrunkSpaceTab({ car }: CarTabProps) {
  return <CargoFacts car={car} heading="Trunk Space" />;
}

/** The cargo-space tab (§2.2): the same figures under its own heading. */
export function CargoSpaceTab({ car }: CarTabProps) {
  return <CargoFacts car={car} heading="Cargo Space" />;
}

function CargoFacts({ car, heading }: CarTabProps & { heading: string }) {
  const { cargo } = car.content;
  return (
    <FactList
      heading={heading}
      facts={[
        { label: "Trunk", value: cubicFeet(cargo.trunk_cu_ft) },
        { label: "Behind second row", value: cubicFeet(cargo.behind_second_row_cu_ft) },
        { label: "Maximum cargo", value: cubicFeet(cargo.max_cu_ft) },
        { label: "Bed length", value: cargo.bed_length_ft === null ? undefined : `${cargo.bed_length_ft} ft` },
      ]}
    />
  );
}
