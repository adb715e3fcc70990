import type { ResearchTrim } from "@carmarket/api-client";
import { buildOptions } from "./build-options.js";

/** A shopper's build on build & price: a trim and the options added to it. */
export interface Build {
  trim: string;
  options: readonly string[];
}

// Query keys of a build: `?trim=LE&option=Sunroof&option=Heated%20seats`. One key per option, as a feature
// name may hold a comma.
const TRIM = "trim";
const OPTION = "option";

/** The query of a build, so a reload or a shared link shows the same build (issue #15); the canonical URL leaves it out. */
export function buildToSearch(build: Build): URLSearchParams {
  return new URLSearchParams([[TRIM, build.trim], ...build.options.map((option) => [OPTION, option])]);
}

/**
 * The build a query asks for, held to what the line-up offers: an unknown or missing trim is the first
 * trim, options the trim does not offer are dropped, and the rest follow the line-up's order.
 */
export function buildFromSearch(search: URLSearchParams, trims: readonly ResearchTrim[]): Build {
  const trim = trims.find((candidate) => candidate.name === search.get(TRIM)) ?? trims[0];
  if (trim === undefined) return { trim: "", options: [] };
  const asked = new Set(search.getAll(OPTION));
  return { trim: trim.name, options: buildOptions(trims, trim.name).map((option) => option.feature).filter((feature) => asked.has(feature)) };
}
