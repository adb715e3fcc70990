import type { ListingCard as Car } from "@carmarket/api-client";
import {
  checkAvailabilityClicked,
  savedVinToggled,
  selectIsSaved,
  selectLeadButton,
  selectSaveCount,
  selectSaveLoader,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";
import { ListingCard } from "@carmarket/ui/listing-card";

/**
 * One car of the dealer's inventory as the kit's listing card, wired to the store: the heart saves
 * it (§4 saved listing), 'Check Availability' opens the lead popup from the dealer page (§4, §3 page
 * of origin 'dealer'), and a contacted car shows 'Contacted'.
 */
export function InventoryCard({ car, href }: { car: Car; href: string }) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectIsSaved(state, car._id));
  const saving = useAppSelector(selectSaveLoader);
  const saveCount = useAppSelector((state) => selectSaveCount(state, car._id, car.save_car_count));
  const contacted = useAppSelector((state) => selectLeadButton(state, car._id)) === "Contacted";
  return (
    <ListingCard
      listing={{ ...car, save_car_count: saveCount }}
      href={href}
      saved={saved}
      saving={saving}
      onToggleSave={() =>
        dispatch(
          savedVinToggled({
            _id: car._id,
            url: href,
            vin_name: car.vin_name,
            price: car.price,
            image: car.main_picture ?? car.image,
            trim_name: car.trim_name,
            brand_name: car.brand_name,
            save_car_count: saveCount,
          }),
        )
      }
      contacted={contacted}
      onCheckAvailability={() => dispatch(checkAvailabilityClicked({ vin: car._id, page: "dealer" }))}
      headingLevel={3}
    />
  );
}
