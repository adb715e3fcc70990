import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";

/** The performance tab (§2.2). */
export function PerformanceTab({ car }: CarTabProps) {
  return <PerformanceFacts car={car} heading="Performance" />;
}

/** The 0to60 tab (§2.2): the same figures under its own heading. */
export function ZeroToSixtyTab({ car }: CarTabProps) {
  return <PerformanceFacts car={car} heading="0 to 60 mph" />;
}

function PerformanceFacts({ car, heading }: CarTabProps & { heading: string }) {
  const { performance } = car.content;
  return (
    <FactList
      heading={heading}
      facts={[
        { label: "0–60 mph", value: `${performance.zero_to_sixty_s} s` },
        { label: "Quarter mile", value: `${performance.quarter_mile_s} s` },
        { label: "Top speed", value: `${performance.top_speed_mph} mph` },
        { label: "Horsepower", value: `${performance.horsepower} hp` },
        { label: "Torque", value: `${performance.torque_lb_ft} lb-ft` },
      ]}
    />
  );
}
