// pnpm --filter @carmarket/api bench:vin
// Times the offline vPIC decoder (ADR 270): opening it, a pattern's first decode, and decodes of cached patterns
// (other serials of the same cars). Prints the figures docs/performance.md quotes. Not part of `pnpm test`.
import { vinCheckDigit } from "@carmarket/validation";
import { VinDecoder } from "../src/vin-decoding/vin-decoder.js";

const DECODES = Number(process.env.BENCH_DECODES ?? 20_000);
// Real patterns of eight makers and body styles (a Corvette, an Accord, an F-150, a 911, a Model 3, …).
const DRAFTS = [
  "1G1YB2D40N5100001",
  "1HGCV1F30LA000001",
  "1FTFW1E50PFA00001",
  "WP0AB2A90KS114221",
  "5YJ3E1EA0KF000001",
  "JTDKARFU0K3000001",
  "2T1BURHE0JC000001",
  "1C4HJXEG0KW000001",
];
const withCheckDigit = (draft: string) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
const mb = () => (process.memoryUsage().rss / 1e6).toFixed(0);

const opening = performance.now();
const decoder = await VinDecoder.open();
console.log(`open: ${(performance.now() - opening).toFixed(0)} ms, rss ${mb()} MB`);
const cold: number[] = [];
for (const draft of DRAFTS) {
  const start = performance.now();
  await decoder.decode(withCheckDigit(draft));
  cold.push(performance.now() - start);
}
console.log(`first decode of a pattern (ms): ${cold.map((ms) => ms.toFixed(1)).join(", ")}`);
const cached: number[] = [];
for (let i = 0; i < DECODES; i++) {
  const draft = DRAFTS[i % DRAFTS.length] ?? "";
  const vin = withCheckDigit(`${draft.slice(0, 11)}${String(100_000 + i).padStart(6, "0")}`);
  const start = performance.now();
  await decoder.decode(vin);
  cached.push(performance.now() - start);
}
cached.sort((a, b) => a - b);
console.log(
  `cached pattern, ${DECODES} decodes (ms): p50 ${quantile(cached, 0.5).toFixed(3)}, p95 ${quantile(cached, 0.95).toFixed(3)}, p99 ${quantile(cached, 0.99).toFixed(3)}; rss ${mb()} MB`,
);
await decoder.close();
