import type { CarData } from "@carmarket/api-client";
import type { ForSale } from "./resolve-research.js";

/**
 * A review's way to the cars for sale (issue #27.2): 'Shop 12 used 2024 Toyota RAV4s near 10001', or the
 * model's used cars of every year when none of that year is for sale nearby.
 */
export function ShopLink({ car, forSale }: { car: CarData; forSale: ForSale }) {
  const name = `${car.brand_name} ${car.model_name}`;
  const near = forSale.zip ? ` near ${forSale.zip}` : "";
  return (
    <a href={forSale.url}>
      {forSale.count > 0
        ? `Shop ${forSale.count.toLocaleString("en-US")} used ${car.year} ${name}${forSale.count === 1 ? "" : "s"}${near}`
        : `Shop used ${name}s for sale`}
    </a>
  );
}
