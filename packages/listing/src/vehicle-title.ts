import type { Listing } from "./types.js";

/**
 * The name to show for a vehicle: the feed's `vin_name`, else year, brand, model and trim joined,
 * else `Vehicle`.
 *
 * @example
 * vehicleTitle({ _id: "…", year: 2021, brand_name: "Toyota", model_name: "Camry", trim_name: "SE" }) // "2021 Toyota Camry SE"
 */
export function vehicleTitle(listing: Pick<Listing, "vin_name" | "year" | "brand_name" | "model_name" | "trim_name">): string {
  const named = listing.vin_name?.trim();
  if (named) return named;
  const parts = [listing.year, listing.brand_name, listing.model_name, listing.trim_name]
    .map((part) => (part === undefined ? "" : String(part).trim()))
    .filter((part) => part !== "");
  return parts.length > 0 ? parts.join(" ") : "Vehicle";
}
