import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";

/** The reliability tab (§2.2). */
export function ReliabilityTab({ car }: CarTabProps) {
  const { reliability } = car.content;
  return (
    <FactList
      heading="Reliability"
      facts={[
        { label: "Reliability score", value: `${reliability.score} / 100` },
        { label: "Verdict", value: reliability.verdict },
        { label: "Recalls", value: reliability.recalls },
      ]}
    />
  );
}
