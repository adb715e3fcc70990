import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { figure } from "./figure-sources.js";

/** The performance tab (§2.2). */
export function PerformanceTab({ car }: CarTabProps) {
  return <PerformanceFacts car={car} heading="Performance" />;
}

/** The 0to60 tab (§2.2): the same figures under its own heading. */
export function ZeroToSixtyTab({ car }: CarTabProps) {
  return <PerformanceFacts car={car} heading="0 to 60 mph" />;
}

function PerformanceFacts({ car, heading }: CarTabProps & { heading: string }) {
  const { content } = car;
  const { performance } = content;
  return (
    <FactList
      heading={heading}
      facts={[
        { label: "0–60 mph", value: figure(content, "performance.zero_to_sixty_s", `${performance.zero_to_sixty_s} s`) },
        { label: "Quarter mile", value: figure(content, "performance.quarter_mile_s", `${performance.quarter_mile_s} s`) },
        { label: "Top speed", value: figure(content, "performance.top_speed_mph", `${performance.top_speed_mph} mph`) },
        { label: "Horsepower", value: `${performance.horsepower} hp` },
        { label: "Torque", value: `${performance.torque_lb_ft} lb-ft` },
      ]}
    />
  );
}
