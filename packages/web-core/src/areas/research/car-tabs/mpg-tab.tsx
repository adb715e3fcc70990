import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";

/** The mpg tab (§2.2): fuel economy in the car's unit (mpg or MPGe) and its range. */
export function MpgTab({ car }: CarTabProps) {
  const { mpg } = car.content;
  return (
    <FactList
      heading="Fuel Economy"
      facts={[
        { label: "City", value: `${mpg.city} ${mpg.unit}` },
        { label: "Highway", value: `${mpg.highway} ${mpg.unit}` },
        { label: "Combined", value: `${mpg.combined} ${mpg.unit}` },
        { label: "Range", value: `${mpg.range_miles} miles` },
      ]}
    />
  );
}
