import { CAROUSEL_MAX_CARS, type Listing, vehicleTitle } from "@carmarket/listing";
import { displayPrice } from "@carmarket/pricing";
import { useId, useState } from "react";
import { imageSizes } from "../../tokens/tokens.js";
import { cx } from "../../utils/class-names.js";
import { Button } from "../button/button.js";
import { Image } from "../image/image.js";
import { ZipForm } from "../zip-form/zip-form.js";
import styles from "./sticky-nearby-bar.module.css";

/** One car in the bar: the listing fields it shows and its car-page link. */
export interface StickyBarCar {
  listing: Pick<
    Listing,
    "_id" | "vin_name" | "year" | "brand_name" | "model_name" | "trim_name" | "price" | "dealer_price" | "msrp" | "is_new" | "main_picture"
  >;
  href: string;
}

/** Props of {@link StickyNearbyBar}. */
export interface StickyNearbyBarProps {
  /** The subfooter cars near the shopper (at most 9 are listed, §9). */
  cars: readonly StickyBarCar[];
  zipcode?: string;
  cityName?: string;
  onZipSubmit: (zipcode: string) => void;
  zipError?: string;
  zipSubmitting?: boolean;
  /** Start with the list open. */
  defaultExpanded?: boolean;
  className?: string;
}

/**
 * The fixed bottom bar of nearby cars (§2.6, §4): a collapsible list and an 'Update Zipcode' edit
 * mode with the zip form. When it shows (scroll offset, footer in view) is the app's decision.
 */
export function StickyNearbyBar({ cars, zipcode, cityName, onZipSubmit, zipError, zipSubmitting, defaultExpanded = false, className }: StickyNearbyBarProps) {
  const listId = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const [editing, setEditing] = useState(false);
  const place = cityName ?? zipcode;
  const heading = place ? `Cars for sale near ${place}` : "Cars for sale near you";

  return (
    <aside className={cx(styles.bar, className)} aria-label="Nearby cars">
      <div className={styles.header}>
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded(!expanded)}>
          {heading} ({Math.min(cars.length, CAROUSEL_MAX_CARS)})
          <span className={cx(styles.chevron, expanded && styles.open)} aria-hidden="true" />
        </button>
        <Button variant="ghost" aria-expanded={editing} onClick={() => setEditing(!editing)}>
          Update Zipcode
        </Button>
      </div>
      {editing ? (
        <ZipForm
          className={styles.zip}
          zipcode={zipcode}
          error={zipError}
          submitting={zipSubmitting}
          inline
          onSubmit={(zip) => {
            onZipSubmit(zip);
            setEditing(false);
          }}
        />
      ) : null}
      <ul id={listId} className={styles.list} hidden={!expanded}>
        {cars.slice(0, CAROUSEL_MAX_CARS).map(({ listing, href }) => (
          <li key={listing._id} className={styles.item}>
            <a className={styles.link} href={href}>
              {listing.main_picture ? <Image src={listing.main_picture} alt="" {...imageSizes.thumbnailSmall} className={styles.thumb} /> : null}
              <span className={styles.name}>{vehicleTitle(listing)}</span>
              <span className={styles.price}>{displayPrice(listing).text}</span>
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
