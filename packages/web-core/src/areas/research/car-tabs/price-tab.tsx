import { formatUsd } from "@carmarket/pricing";
import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { TrimTable } from "./trim-table.js";

/** The price tab (§2.2): the MSRP range and every trim's price. */
export function PriceTab({ car }: CarTabProps) {
  const { overview } = car.content;
  return (
    <>
      <FactList
        heading="Price"
        facts={[
          { label: "MSRP from", value: formatUsd(overview.msrp_min) },
          { label: "MSRP up to", value: formatUsd(overview.msrp_max) },
        ]}
      />
      <TrimTable car={car} />
    </>
  );
}
