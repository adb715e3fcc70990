import styles from "./price-history.module.css";
import { formatDollars, formatHistoryDate } from "./format.js";

/** Direction of the last price change (§4 Price change). */
export type PriceTrend = "rise" | "drop" | "stable";

/** A price change as the pricing package computes it from the history (§4). */
export interface PriceChangeInfo {
  /** Higher current price: rise; lower: drop; equal: stable. */
  trend: PriceTrend;
  /** Size of the change in dollars (positive). */
  amount: number;
  /** When the compared entry was recorded, unix seconds. */
  timestamp: number;
}

const TREND_TEXT: Record<PriceTrend, string> = {
  rise: "Prices increased",
  drop: "Prices dropped",
  stable: "No Change in Price",
};

/** Props of {@link PriceChange}. */
export interface PriceChangeProps {
  /** The computed change. */
  change: PriceChangeInfo;
}

/** 'Prices increased $500 on 5 Mar 2024' / 'Prices dropped …' / 'No Change in Price' (§4). */
export function PriceChange({ change }: PriceChangeProps) {
  return (
    <p className={`${styles.change} ${styles[change.trend]}`}>
      {TREND_TEXT[change.trend]}
      {change.trend !== "stable" && (
        <>
          {" "}
          <strong>{formatDollars(change.amount)}</strong> on {formatHistoryDate(change.timestamp)}
        </>
      )}
    </p>
  );
}
