import type { PriceHistoryEntry } from "@carmarket/listing";
import styles from "./price-history.module.css";
import { formatUnixDate, formatUsd } from "@carmarket/pricing";

/** Props of {@link PriceHistoryTable}. */
export interface PriceHistoryTableProps {
  /** The listing's `priceHistory`, newest first (§3). */
  entries: readonly PriceHistoryEntry[];
}

/** The price history as a table, newest first (§2.7); also the chart's data equivalent. */
export function PriceHistoryTable({ entries }: PriceHistoryTableProps) {
  if (entries.length === 0) return null;
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>Price history, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.timestamp}-${entry.price}`}>
            <td>{formatUnixDate(entry.timestamp)}</td>
            <td>{formatUsd(entry.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
