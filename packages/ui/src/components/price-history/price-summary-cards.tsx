import { type PriceSummaryPrices, formatUsd, shouldShowPriceSummary } from "@carmarket/pricing";
import styles from "./price-history.module.css";

/** Props of {@link PriceSummaryCards}: `currentPrice.price`, `minPrice` and `maxPrice` (§3). */
export type PriceSummaryCardsProps = PriceSummaryPrices;

/** Current, highest and lowest price cards; hidden when the current price equals the max or min (§5). */
export function PriceSummaryCards(prices: PriceSummaryCardsProps) {
  if (!shouldShowPriceSummary(prices)) return null;
  const cards: [label: string, price: number | undefined][] = [
    ["Current Price", prices.current],
    ["Highest Price", prices.max],
    ["Lowest Price", prices.min],
  ];
  return (
    <ul className={styles.cards} aria-label="Price summary">
      {cards.map(([label, price]) => (
        <li key={label} className={styles.card}>
          <span className={styles.cardLabel}>{label}</span>
          <span className={styles.cardPrice}>{formatUsd(price ?? 0)}</span>
        </li>
      ))}
    </ul>
  );
}
