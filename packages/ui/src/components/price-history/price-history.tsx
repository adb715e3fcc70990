import type { PriceHistoryEntry } from "@carmarket/listing";
import type { PriceChange as PriceChangeValue } from "@carmarket/pricing";
import { useId } from "react";
import styles from "./price-history.module.css";
import { PriceChange } from "./price-change.js";
import { PriceHistoryChart } from "./price-history-chart.js";
import { PriceHistoryTable } from "./price-history-table.js";
import { PriceSummaryCards, type PriceSummaryCardsProps } from "./price-summary-cards.js";

/** Props of {@link PriceHistory}. */
export interface PriceHistoryProps {
  /** The listing's `priceHistory`, newest first (§3). */
  entries: readonly PriceHistoryEntry[];
  /** `priceChange()` of `@carmarket/pricing` (§4); `null` or omitted when it does not apply. */
  change?: PriceChangeValue | null;
  /** Current, max and min prices for the summary cards; omitted when unknown. */
  summary?: PriceSummaryCardsProps;
}

/** The 'Price History' section of the vehicle page (§2.7): change text, summary cards, graph and table. */
export function PriceHistory({ entries, change, summary }: PriceHistoryProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Price History
      </h2>
      {change && <PriceChange change={change} />}
      {summary && <PriceSummaryCards {...summary} />}
      <PriceHistoryChart entries={entries} />
      <PriceHistoryTable entries={entries} />
    </section>
  );
}
