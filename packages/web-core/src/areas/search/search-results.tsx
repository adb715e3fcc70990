import { memo, type MouseEvent } from "react";
import { dealerPath } from "@carmarket/routes";
import { listingOpened, useAppDispatch } from "@carmarket/store";
import { FIRST_PAINT_CARDS } from "../../first-paint.js";
import { HydrateLater } from "../../hydration.js";
import grid from "../../listing/card-grid.module.css";
import { StoreListingCard } from "../../listing/store-listing-card.js";
import type { SearchCard } from "./load-search.js";

/**
 * The page of results as a list of listing cards, each linking to its car's page (§2.1). Each card hydrates after
 * the page around it (ADR 307): 20 cards were most of the search page's one long hydration task. Memoised on the
 * loader's cards, so a re-render of the page above (a store change at mount) does not reach the cards' boundaries,
 * which React would then hydrate all at once.
 */
export const SearchResults = memo(function SearchResults({ cards }: { cards: readonly SearchCard[] }) {
  const dispatch = useAppDispatch();
  // §7 vin_clicked when a card's link to its car is followed
  const reportOpened = (card: SearchCard) => (event: MouseEvent<HTMLLIElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (link?.getAttribute("href") === card.url) dispatch(listingOpened({ vin: card._id }));
  };
  return (
    <ol className={grid.grid} aria-label="Cars for sale">
      {cards.map((card, index) => (
        <li key={card._id} onClickCapture={reportOpened(card)}>
          <HydrateLater>
            {/* §3 page of origin of a lead from a result: inventory */}
            <StoreListingCard
              listing={{ ...card, image: card.main_picture ?? card.image }}
              page="inventory"
              dealerInventoryHref={dealerPath(card.dealer_id)}
              priority={index < FIRST_PAINT_CARDS}
              headingLevel={3}
              daysOnMarket={card.days_on_market}
              fill
            />
          </HydrateLater>
        </li>
      ))}
    </ol>
  );
});
