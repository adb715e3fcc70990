import { useLoaderData } from "react-router";
import { DealerLayout, dealerMeta } from "./dealer-layout.js";
import { NO_RESULTS } from "./dealers-page.js";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import grid from "../../listing/card-grid.module.css";
import { StoreListingCard } from "../../listing/store-listing-card.js";
import type { DealerInventoryData } from "./load-dealer-inventory.js";
import { PageLinks } from "./page-links.js";

/** Title, description, canonical and JSON-LD of a dealer's page. */
export function dealerInventoryMeta({ loaderData }: { loaderData: DealerInventoryData | undefined }) {
  const page = loaderData?.inventory.pagination?.current ?? 1;
  return dealerMeta(
    loaderData,
    (name) => `${name}: Cars for Sale${page > 1 ? ` (page ${page})` : ""}`,
    `${loaderData?.dealer.name ?? "Dealer"}: ${loaderData?.inventory.count ?? 0} cars for sale, opening hours, phone, directions and reviews.`,
  );
}

/** §2.1 DEALER_INVENTORY: the dealer's info and the cars it has for sale. */
export function DealerInventoryPage() {
  const data = useLoaderData<DealerInventoryData>();
  const { inventory } = data;
  return (
    <DealerLayout data={data}>
      <section aria-labelledby="dealer-inventory">
        <h2 id="dealer-inventory">Cars for Sale</h2>
        {inventory.count === 0 ? (
          <p>{NO_RESULTS}</p>
        ) : (
          <ul className={grid.grid} aria-label="Cars for sale">
            {inventory.cars.map((car, index) => (
              <li key={car._id}>
                <StoreListingCard listing={car} page="dealer" headingLevel={3} priority={index < FIRST_PAINT_CARDS} fill />
              </li>
            ))}
          </ul>
        )}
        {inventory.pagination && <PageLinks pagination={inventory.pagination} label="Inventory pages" />}
      </section>
    </DealerLayout>
  );
}
