import type { MouseEvent } from "react";
import { dealerInventoryPath } from "@carmarket/routes";
import { listingOpened, useAppDispatch } from "@carmarket/store";
import { ListingCard } from "@carmarket/ui/listing-card";
import { useListingActions } from "../../listing/use-listing-actions.js";
import type { SearchCard } from "./load-search.js";
import styles from "./search.module.css";

// Cards in view on first paint load their picture at once (the LCP image); the rest lazily (§9).
const PRIORITY_CARDS = 2;

/** One result: the UI kit card wired to the store's saved cars (§4) and lead flow (§3 page of origin: inventory). */
function ResultCard({ card, priority }: { card: SearchCard; priority: boolean }) {
  const actions = useListingActions({ ...card, image: card.main_picture }, "inventory");
  return (
    <ListingCard
      listing={{ ...card, save_car_count: actions.saveCount }}
      href={card.url}
      dealerInventoryHref={dealerInventoryPath(card.dealer_id)}
      saved={actions.saved}
      saving={actions.saving}
      onToggleSave={actions.toggleSave}
      contacted={actions.contacted}
      onCheckAvailability={actions.checkAvailability}
      priority={priority}
      headingLevel={3}
    />
  );
}

/** The page of results as a list of listing cards, each linking to its car's page (§2.1). */
export function SearchResults({ cards }: { cards: readonly SearchCard[] }) {
  const dispatch = useAppDispatch();
  // §7 vin_clicked when a card's link to its car is followed
  const reportOpened = (card: SearchCard) => (event: MouseEvent<HTMLLIElement>) => {
    const link = event.target instanceof Element ? event.target.closest("a") : null;
    if (link?.getAttribute("href") === card.url) dispatch(listingOpened({ vin: card._id }));
  };
  return (
    <ol className={styles.cards} aria-label="Cars for sale">
      {cards.map((card, index) => (
        <li key={card._id} onClickCapture={reportOpened(card)}>
          <ResultCard card={card} priority={index < PRIORITY_CARDS} />
        </li>
      ))}
    </ol>
  );
}
