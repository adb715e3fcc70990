import { Link } from "react-router";
import { vinComparePath } from "@carmarket/routes";
import type { SavedVin } from "@carmarket/store";

/** The compare table stays readable up to four cars side by side. */
const MOST_COMPARED = 4;

/**
 * Link to compare the shopper's saved cars for sale (§2.1 VIN_COMPARE), shown when two or more
 * unsold ones are saved. Saved cars live in the browser store, so it appears after hydration.
 */
export function SavedCompareLink({ vins }: { vins: SavedVin[] }) {
  const forSale = vins.filter((car) => !car.is_sold).slice(0, MOST_COMPARED);
  if (forSale.length < 2) return null;
  return (
    <p>
      <Link to={vinComparePath(forSale.map((car) => car._id))}>Compare your saved cars</Link>
    </p>
  );
}
