import { Link } from "react-router";
import { displayPrice } from "@carmarket/pricing";
import { savedCarPath } from "@carmarket/routes";
import { Button } from "@carmarket/ui/button";
import { Image } from "@carmarket/ui/image";
import { imageSizes } from "@carmarket/ui/tokens";
import { savedVinToggled, useAppDispatch, type SavedVin } from "@carmarket/store";
import styles from "./saved-car-card.module.css";

/**
 * One saved car as a card (§3 saved data): its picture at the §9 card size, its name linking to the
 * car (§2.1 saved-car link), its price ('No Dealer Price' without one, §9), 'Sold' when sold, and
 * Remove through the heart's flow (§4). Visitors' and accounts' cars carry the same fields.
 */
export function SavedCarCard({ car, busy, headingLevel }: { car: SavedVin; busy: boolean; headingLevel: 3 | 4 }) {
  const dispatch = useAppDispatch();
  const Heading = `h${headingLevel}` as const;
  const name = car.vin_name ?? `VIN ${car._id}`;
  return (
    <article className={styles.card} aria-label={name}>
      <div className={styles.media}>
        {car.image ? (
          <Image src={car.image} alt="" {...imageSizes.card} className={styles.picture} />
        ) : (
          <div className={styles.noImage}>No image</div>
        )}
        {car.is_sold ? <span className={styles.sold}>Sold</span> : null}
      </div>
      <div className={styles.body}>
        <Heading className={styles.name}>
          <Link to={savedCarPath({ vin_id: car._id, is_new: car.is_new })}>{name}</Link>
        </Heading>
        <p className={styles.price}>{displayPrice({ price: car.price }).text}</p>
        <Button variant="secondary" loading={busy} onClick={() => dispatch(savedVinToggled({ _id: car._id }))} aria-label={`Remove ${name}`}>
          Remove
        </Button>
      </div>
    </article>
  );
}
