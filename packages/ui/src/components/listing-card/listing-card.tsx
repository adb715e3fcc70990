import { type Listing, vehicleTitle } from "@carmarket/listing";
import { truncateNewsText } from "@carmarket/news";
import {
  daysOnMarketText,
  dealRating,
  displayPrice,
  formatMiles,
  formatMpg,
  listingDistanceMiles,
  listingPrice,
  loanEstimate,
  priceDrop,
} from "@carmarket/pricing";
import { imageSizes } from "../../tokens/tokens.js";
import { cx } from "../../utils/class-names.js";
import hidden from "../../utils/visually-hidden.module.css";
import { DealBadge } from "../deal-badge/deal-badge.js";
import { DealValue } from "../deal-value/deal-value.js";
import { Image } from "../image/image.js";
import { LeadButton } from "../lead-button/lead-button.js";
import { PriceDropTag } from "../price-drop-tag/price-drop-tag.js";
import { SaveButton } from "../save-button/save-button.js";
import styles from "./listing-card.module.css";

/** The listing fields the card reads (§3). */
export type ListingCardListing = Pick<
  Listing,
  | "_id"
  | "vin_name"
  | "year"
  | "brand_name"
  | "model_name"
  | "trim_name"
  | "price"
  | "dealer_price"
  | "msrp"
  | "is_new"
  | "is_sold"
  | "expected_price"
  | "previous_price"
  | "mileage"
  | "fuel_economy"
  | "dist"
  | "distance"
  | "main_picture"
  | "image"
  | "save_car_count"
  | "dealer_name"
  | "city_name"
  | "state_name"
>;

/** Props of {@link ListingCard}. */
export interface ListingCardProps {
  listing: ListingCardListing;
  /** The car page (vehicle link built with @carmarket/routes). */
  href: string;
  /** The dealer's inventory page; opens in a new window (§2.1). */
  dealerInventoryHref?: string;
  /** §4 saved state of this VIN, the save loader, and the toggle. */
  saved: boolean;
  saving?: boolean;
  /** Issue #28.4: the heart was tapped offline and is not sent yet. */
  savePending?: boolean;
  onToggleSave: () => void;
  /** §4: the VIN is in selectedVins. */
  contacted: boolean;
  onCheckAvailability: () => void;
  /** `daysOnMarket()` of `@carmarket/pricing`, computed by the page (time-dependent, ADR 075); hidden when null or omitted. */
  daysOnMarket?: number | null;
  /**
   * What `previous_price` is, in words after the drop: 'since you saved it' on a saved car, whose earlier price is
   * the one it was saved at (issue #26.16: 'Price dropped $1,100 since you saved it'). Without it the tag is '↓ $X'.
   */
  priceDropSince?: string;
  /** Load the picture at once (the first cards above the fold). */
  priority?: boolean;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * Fill the width of the grid cell or list item instead of the §9 220 px card, the picture keeping
   * its 220x150 ratio: result grids on a phone (issue #15). Carousels keep the fixed width.
   */
  fill?: boolean;
  className?: string;
}

const numberFormat = new Intl.NumberFormat("en-US");

/**
 * A listing card (§3–§5, §9): 220x150 picture (or the cell's width at that ratio with `fill`), title cut at 64 + ' ...', price ('No Dealer Price',
 * or MSRP for a new car) with a price-drop tag ('↓ $1,100'), 'Est. $X/mo', deal badge and its dollar gap ('$1,029 Below Market'), miles away, fuel economy, days on market, saved heart with count,
 * and 'Check Availability' or the 'Contacted' flag.
 */
export function ListingCard({
  listing,
  href,
  dealerInventoryHref,
  saved,
  saving = false,
  savePending = false,
  onToggleSave,
  contacted,
  onCheckAvailability,
  daysOnMarket,
  priceDropSince,
  priority = false,
  headingLevel = 3,
  fill = false,
  className,
}: ListingCardProps) {
  const Heading = `h${headingLevel}` as const;
  const fullTitle = vehicleTitle(listing);
  const price = displayPrice(listing);
  const loan = loanEstimate(listing);
  const asking = listingPrice(listing);
  const rating = dealRating(asking, listing.expected_price);
  const drop = priceDrop(asking, listing.previous_price);
  const miles = listingDistanceMiles(listing);
  const picture = listing.main_picture ?? listing.image;
  const place = [listing.city_name, listing.state_name].filter(Boolean).join(", ");

  return (
    <article className={cx(styles.card, fill && styles.fill, styles[rating.flag], className)} aria-label={fullTitle}>
      <div className={styles.media}>
        {picture ? (
          // The kit image caps itself at its intrinsic width; a filling card lets it grow.
          <Image src={picture} alt="" {...imageSizes.card} priority={priority} className={styles.image} style={fill ? { maxWidth: "none" } : undefined} />
        ) : (
          <div className={styles.noImage}>No image</div>
        )}
        {listing.is_sold ? <span className={styles.sold}>Sold</span> : null}
        <SaveButton
          className={styles.save}
          saved={saved}
          saving={saving}
          pending={savePending}
          count={listing.save_car_count}
          carName={fullTitle}
          onToggle={onToggleSave}
        />
      </div>
      <div className={styles.body}>
        <DealBadge rating={rating} />
        <Heading className={styles.title} title={fullTitle}>
          {/* The stretched link makes the whole card clickable while one link names the car. */}
          <a className={styles.link} href={href}>
            {truncateNewsText("listCardTitle", fullTitle)}
          </a>
        </Heading>
        <p className={styles.price}>
          {price.kind === "msrp" ? <span className={styles.priceLabel}>MSRP </span> : null}
          {price.text}
          {/* The space only before a tag: a price alone reads "$7,999", with no trailing blank. */}
          {priceDropSince === undefined && drop ? (
            <>
              {" "}
              <PriceDropTag drop={drop} />
            </>
          ) : null}
        </p>
        {priceDropSince === undefined ? null : <PriceDropTag drop={drop} since={priceDropSince} />}
        {/* The deal with its dollar gap, as the big sites show it (issue #26.13). */}
        <DealValue price={asking} expectedPrice={listing.expected_price} rmv={false} />
        {loan ? <p className={styles.loan}>{loan.text}</p> : null}
        <ul className={styles.facts}>
          {listing.mileage !== undefined ? <li>{numberFormat.format(listing.mileage)} mi</li> : null}
          {listing.fuel_economy !== undefined ? <li>{formatMpg(listing.fuel_economy)}</li> : null}
          {miles !== null ? <li>{formatMiles(miles)} away</li> : null}
          {place ? <li>{place}</li> : null}
          {daysOnMarket === undefined || daysOnMarket === null ? null : <li>{daysOnMarketText(daysOnMarket)}</li>}
        </ul>
        {listing.dealer_name ? (
          <p className={styles.dealer}>
            {dealerInventoryHref ? (
              <a className={styles.dealerLink} href={dealerInventoryHref} target="_blank" rel="noopener noreferrer">
                {listing.dealer_name}
                <span className={hidden.visuallyHidden}> (opens in a new window)</span>
              </a>
            ) : (
              listing.dealer_name
            )}
          </p>
        ) : null}
        <div className={styles.actions}>
          {listing.is_sold ? null : <LeadButton contacted={contacted} onCheckAvailability={onCheckAvailability} carName={fullTitle} fullWidth />}
        </div>
      </div>
    </article>
  );
}
