import type { ResearchTrim } from "@carmarket/api-client";

/** One option of build & price: a feature of a higher trim added to the chosen one. */
export interface BuildOption {
  feature: string;
  /** Whole dollars. */
  price: number;
}

/**
 * Options of a trim (ADR 140): the features the higher trims add, each priced at its share of the
 * MSRP step to the first trim that has it (the research data prices trims, not single features).
 */
export function buildOptions(trims: readonly ResearchTrim[], chosen: string): BuildOption[] {
  const ladder = [...trims].sort((a, b) => a.msrp - b.msrp);
  const start = ladder.findIndex((trim) => trim.name === chosen);
  if (start < 0) return [];
  const owned = new Set(ladder[start]!.features);
  const options: BuildOption[] = [];
  let previous = ladder[start]!;
  for (const trim of ladder.slice(start + 1)) {
    const added = trim.features.filter((feature) => !owned.has(feature));
    const share = added.length === 0 ? 0 : Math.round((trim.msrp - previous.msrp) / added.length);
    for (const feature of added) {
      owned.add(feature);
      options.push({ feature, price: share });
    }
    previous = trim;
  }
  return options;
}

/** MSRP of the build: the trim's plus every chosen option's price. */
export function buildMsrp(trim: ResearchTrim, options: readonly BuildOption[], chosen: ReadonlySet<string>): number {
  return options.reduce((total, option) => (chosen.has(option.feature) ? total + option.price : total), trim.msrp);
}
