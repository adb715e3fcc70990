import { FactList } from "@carmarket/ui/fact-list";
import type { CarTabProps } from "./car-tab-props.js";
import { figure } from "./figure-sources.js";

/** The reliability tab (§2.2): one scale, 1 to 5 (issue #23), and recalls only where a count is held. */
export function ReliabilityTab({ car }: CarTabProps) {
  const { content } = car;
  const { reliability } = content;
  return (
    <FactList
      heading="Reliability"
      facts={[
        { label: "Reliability score", value: figure(content, "reliability.score", `${reliability.score} out of 5`) },
        { label: "Verdict", value: reliability.verdict },
        ...(reliability.recalls === null ? [] : [{ label: "Recalls", value: reliability.recalls }]),
      ]}
    />
  );
}
