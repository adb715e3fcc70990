// Parse time of the phrase table (issue #17: under 1 ms a phrase). Every phrase is parsed ROUNDS times,
// each call timed on its own, after a warm-up; prints p50/p99/max over all calls and the slowest phrases.
// Run: pnpm --filter @carmarket/search-words run bench  (BENCH_ROUNDS overrides the rounds).
import { performance } from "node:perf_hooks";
import { parseSearchWords, type SearchCatalog } from "../src/index.js";
import { PHRASE_TABLES } from "../src/test/phrases.js";
import { SEED_CATALOG } from "../src/test/seed-catalog.js";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1000);
const WARM_UP_ROUNDS = 50;
const phrases = Object.values(PHRASE_TABLES).flatMap((rows) => rows.map(([phrase]) => phrase));

// The first parse with a catalogue builds its index: timed on a fresh copy, as a server's first search would.
const freshCatalog: SearchCatalog = { ...SEED_CATALOG, brands: SEED_CATALOG.brands.map((brand) => ({ ...brand })) };
const firstStart = performance.now();
parseSearchWords(phrases[0] ?? "", freshCatalog);
const firstParse = performance.now() - firstStart;

for (let round = 0; round < WARM_UP_ROUNDS; round += 1) for (const phrase of phrases) parseSearchWords(phrase, SEED_CATALOG);

const samples: number[] = [];
const worst = new Map<string, number>();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const phrase of phrases) {
    const start = performance.now();
    parseSearchWords(phrase, SEED_CATALOG);
    const took = performance.now() - start;
    samples.push(took);
    worst.set(phrase, Math.max(worst.get(phrase) ?? 0, took));
  }
}
samples.sort((a, b) => a - b);
const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(share * samples.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(4)} ms`;
console.log(
  `${phrases.length} phrases × ${ROUNDS} rounds = ${samples.length} parses (catalogue: ${SEED_CATALOG.brands.length} brands, ${SEED_CATALOG.brands.reduce((sum, brand) => sum + brand.models.length, 0)} models)`,
);
console.log(`first parse with a new catalogue (builds its index): ${ms(firstParse)}`);
console.log(`per phrase: p50 ${ms(at(0.5))}, p99 ${ms(at(0.99))}, p99.9 ${ms(at(0.999))}, max ${ms(samples.at(-1) ?? 0)}`);
console.log("slowest single calls (a garbage collection or another process taking the core lands in them):");
for (const [phrase, took] of [...worst].sort((a, b) => b[1] - a[1]).slice(0, 3)) console.log(`  ${ms(took)}  ${JSON.stringify(phrase)}`);
