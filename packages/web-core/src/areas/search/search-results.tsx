import type { MouseEvent } from "react";
import { dealerInventoryPath } from "@carmarket/routes";
import {
  checkAvailabilityClicked,
  listingOpened,
  savedVinToggled,
  selectLeadButton,
  selectIsSaved,
  selectSaveCount,
  selectSaveLoader,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";
import { ListingCard } from "@carmarket/ui/listing-card";
import type { SearchCard } from "./load-search.js";
import styles from "./search.module.css";

// Cards in view on first paint load their picture at once (the LCP image); the rest lazily (§9).
const PRIORITY_CARDS = 2;

/** One result: the UI kit card wired to the store's saved cars (§4) and lead flow (§3 page of origin: inventory). */
function ResultCard({ card, priority }: { card: SearchCard; priority: boolean }) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsSaved(state, card._id));
  const saveCount = useAppSelector((state) => selectSaveCount(state, card._id, card.save_car_count));
  const saving = useAppSelector(selectSaveLoader);
  const contacted = useAppSelector((state) => selectLeadButton(state, card._id)) === "Contacted";
  const toggleSave = () =>
    dispatch(
      savedVinToggled({
        _id: card._id,
        url: card.url,
        vin_name: card.vin_name,
        price: card.price,
        ...(card.main_picture === undefined ? {} : { image: card.main_picture }),
        ...(card.trim_name === undefined ? {} : { trim_name: card.trim_name }),
        brand_name: card.brand_name,
        save_car_count: saveCount,
      }),
    );
  return (
    <ListingCard
      listing={{ ...card, save_car_count: saveCount }}
      href={card.url}
      dealerInventoryHref={dealerInventoryPath(card.dealer_id)}
      saved={saved}
      saving={saving}
      onToggleSave={toggleSave}
      contacted={contacted}
      onCheckAvailability={() => dispatch(checkAvailabilityClicked({ vin: card._id, page: "inventory" }))}
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
