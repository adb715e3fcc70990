import styles from "./price-history.module.css";
import { formatDollars } from "./format.js";

/** Props of {@link PriceSummaryCards}. */
export interface PriceSummaryCardsProps {
  /** `currentPrice.price` (§3). */
  current: number;
  /** `maxPrice` (§3). */
  max: number;
  /** `minPrice` (§3). */
  min: number;
}

/** Current, highest and lowest price cards; hidden when the current price equals the max or min (§5). */
export function PriceSummaryCards({ current, max, min }: PriceSummaryCardsProps) {
  if (current === max || current === min) return null;
  const cards: [label: string, price: number][] = [
    ["Current Price", current],
    ["Highest Price", max],
    ["Lowest Price", min],
  ];
  return (
    <ul className={styles.cards} aria-label="Price summary">
      {cards.map(([label, price]) => (
        <li key={label} className={styles.card}>
          <span className={styles.cardLabel}>{label}</span>
          <span className={styles.cardPrice}>{formatDollars(price)}</span>
        </li>
      ))}
    </ul>
  );
}
