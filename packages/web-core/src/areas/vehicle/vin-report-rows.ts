import type { FromVin } from "@carmarket/api-client";
import type { VinReportRow } from "@carmarket/ui/vin-report";

/** vPIC writes places in capitals ("GEORGETOWN", "UNITED STATES (USA)"): words as a page writes them, initials kept. */
function placeName(text: string | null): string | null {
  if (!text) return null;
  return text
    .toLowerCase()
    .replace(/\(([a-z]+)\)|\b[a-z]/g, (match: string, initials?: string) => (initials ? `(${initials.toUpperCase()})` : match.toUpperCase()));
}

/**
 * The rows of 'From the VIN' (issue #23 item 6): decoded year, make, model, series, trim, body class, doors,
 * engine, fuel and plant, each with what the dealer's listing says where it contradicts the VIN.
 */
export function vinReportRows({ facts, engine, fuel, conflicts }: FromVin): VinReportRow[] {
  const listed = (field: FromVin["conflicts"][number]["field"]) => conflicts.find((conflict) => conflict.field === field)?.listed;
  const withListed = (row: VinReportRow, field: FromVin["conflicts"][number]["field"]): VinReportRow => {
    const dealer = listed(field);
    return dealer === undefined ? row : { ...row, listed: dealer };
  };
  const engineCode = facts.engine.model ? `(${facts.engine.model})` : null;
  const plant = [facts.plant.city, facts.plant.state, facts.plant.country].map(placeName).filter(Boolean).join(", ");
  return [
    { label: "Year", value: facts.modelYear },
    { label: "Make", value: facts.make },
    { label: "Model", value: facts.model },
    { label: "Series", value: facts.series ?? undefined },
    { label: "Trim", value: facts.trim ?? undefined },
    withListed({ label: "Body Class", value: facts.bodyClass ?? undefined }, "body_style"),
    { label: "Doors", value: facts.doors ?? undefined },
    withListed({ label: "Engine", value: [engine, engineCode].filter(Boolean).join(" ") || undefined }, "engine"),
    withListed({ label: "Fuel", value: fuel ?? facts.fuel.primary ?? undefined }, "fuel"),
    { label: "Plant", value: plant || undefined },
  ];
}
