import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { figure } from "./figure-sources.js";

/** The mpg tab (§2.2): fuel economy in the car's unit (mpg or MPGe) and its range. */
export function MpgTab({ car }: CarTabProps) {
  const { content } = car;
  const { mpg } = content;
  return (
    <FactList
      heading="Fuel Economy"
      facts={[
        { label: "City", value: figure(content, "mpg.city", `${mpg.city} ${mpg.unit}`) },
        { label: "Highway", value: figure(content, "mpg.highway", `${mpg.highway} ${mpg.unit}`) },
        { label: "Combined", value: figure(content, "mpg.combined", `${mpg.combined} ${mpg.unit}`) },
        { label: "Range", value: figure(content, "mpg.range_miles", `${mpg.range_miles} miles`) },
      ]}
    />
  );
}
