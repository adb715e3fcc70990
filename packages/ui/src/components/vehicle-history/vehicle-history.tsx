import type { Listing } from "@carmarket/listing";
import { FactList } from "../fact-list/fact-list.js";

/** The history fields of a listing (§3). */
export type VehicleHistoryFacts = Pick<Listing, "owner_count" | "count_accident" | "has_accidents" | "theft_title">;

/** Props of {@link VehicleHistory}. */
export interface VehicleHistoryProps {
  /** Owner count, accident count and flags; missing values show '-'. */
  history: VehicleHistoryFacts;
}

function yesNo(flag: boolean | undefined): string | undefined {
  if (flag === undefined) return undefined;
  return flag ? "Yes" : "No";
}

/** The 'Vehicle History' section of the vehicle page (§2.7): owners, accidents and theft title (§3). */
export function VehicleHistory({ history }: VehicleHistoryProps) {
  return (
    <FactList
      heading="Vehicle History"
      facts={[
        { label: "Owners", value: history.owner_count },
        { label: "Accidents Reported", value: history.count_accident },
        { label: "Accident History", value: yesNo(history.has_accidents) },
        { label: "Theft Title", value: yesNo(history.theft_title) },
      ]}
    />
  );
}
