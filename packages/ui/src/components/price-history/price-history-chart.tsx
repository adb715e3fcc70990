import type { PriceHistoryEntry } from "@carmarket/listing";
import { useId } from "react";
import styles from "./price-history.module.css";
import { canShowPriceHistoryGraph, formatUnixDate, formatUsd } from "@carmarket/pricing";

const WIDTH = 600;
const HEIGHT = 220;
const PAD_X = 16;
const PAD_TOP = 24;
const PAD_BOTTOM = 32;

/** Props of {@link PriceHistoryChart}. */
export interface PriceHistoryChartProps {
  /** The listing's `priceHistory`, newest first (§3). */
  entries: readonly PriceHistoryEntry[];
}

/**
 * The price history as a line chart: a plain SVG (no chart library in the bundle) exposed as one
 * image whose description states the trend in words. Renders nothing for fewer than two entries (§5).
 */
export function PriceHistoryChart({ entries }: PriceHistoryChartProps) {
  const id = useId();
  if (!canShowPriceHistoryGraph(entries)) return null;

  const oldestFirst = [...entries].reverse();
  const prices = oldestFirst.map((entry) => entry.price);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const first = oldestFirst[0]!;
  const last = oldestFirst[oldestFirst.length - 1]!;
  const span = last.timestamp - first.timestamp || 1;
  const range = high - low;
  const x = (ts: number) => PAD_X + ((ts - first.timestamp) / span) * (WIDTH - 2 * PAD_X);
  // A flat history is drawn across the middle rather than on the bottom edge.
  const y = (price: number) => (range === 0 ? HEIGHT / 2 : PAD_TOP + ((high - price) / range) * (HEIGHT - PAD_TOP - PAD_BOTTOM));
  const points = oldestFirst.map((entry) => `${x(entry.timestamp)},${y(entry.price)}`).join(" ");

  const description =
    `From ${formatUsd(first.price)} on ${formatUnixDate(first.timestamp)} ` +
    `to ${formatUsd(last.price)} on ${formatUnixDate(last.timestamp)}. ` +
    `Lowest ${formatUsd(low)}, highest ${formatUsd(high)}.`;

  return (
    <svg className={styles.chart} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-desc`}>
      <title id={`${id}-title`}>Price history chart</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line className={styles.axis} x1={PAD_X} x2={WIDTH - PAD_X} y1={HEIGHT - PAD_BOTTOM + 8} y2={HEIGHT - PAD_BOTTOM + 8} />
      <polyline className={styles.line} points={points} />
      {oldestFirst.map((entry) => (
        <circle key={`${entry.timestamp}-${entry.price}`} className={styles.point} cx={x(entry.timestamp)} cy={y(entry.price)} r={4} />
      ))}
      <text className={styles.label} x={PAD_X} y={HEIGHT - 6}>
        {formatUnixDate(first.timestamp)}
      </text>
      <text className={styles.label} x={WIDTH - PAD_X} y={HEIGHT - 6} textAnchor="end">
        {formatUnixDate(last.timestamp)}
      </text>
      <text className={styles.label} x={PAD_X} y={14}>
        {formatUsd(high)}
      </text>
    </svg>
  );
}
