import type { BuildChoices, ResearchTrim, TrimBuild } from "@carmarket/api-client";

/** A shopper's build on build & price: a trim and its engine, drive, cab, bed (pickups) and packages. */
export interface Build {
  trim: string;
  /** Engine id; the trim's standard engine when empty. */
  engine: string;
  drive: string;
  cab: string;
  bed: string;
  packages: readonly string[];
}

// Query keys of a build: `?trim=XL&engine=5.0&drive=4WD&cab=SuperCrew&bed=6.5&package=Moonroof`. Standard
// choices are left out; one key per package.
const KEYS = ["trim", "engine", "drive", "cab", "bed"] as const;
const PACKAGE = "package";

/** The choices of one trim with its MSRP. */
export interface TrimChoices extends TrimBuild {
  msrp: number;
}

/** The choices of a trim of the page (its MSRP from the research trims, its options from the API's build). */
export function trimChoices(trims: readonly ResearchTrim[], build: BuildChoices, name: string): TrimChoices | undefined {
  const trim = trims.find((candidate) => candidate.name === name);
  if (!trim) return undefined;
  const choices = build.trims.find((candidate) => candidate.trim === name) ?? { trim: name, engines: [], drives: [], cabs: [], packages: [] };
  return { ...choices, msrp: trim.msrp };
}

/**
 * The query of a build, so a reload or a shared link shows the same build (issue #15); the canonical URL leaves it
 * out. With the trim's choices, a choice is left out where the trim would make it anyway (the bed its cab comes with
 * first, the drive its engine comes with first).
 */
export function buildToSearch(build: Build, choices: TrimChoices | undefined): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of KEYS) {
    const implied = key !== "trim" && choices !== undefined && settle(choices, { ...build, [key]: "" })[key] === build[key];
    if (build[key] !== "" && !implied) search.set(key, build[key]);
  }
  for (const name of build.packages) search.append(PACKAGE, name);
  return search;
}

/** A build held to what a trim offers: unknown choices fall back to the standard ones, packages keep the trim's order. */
function settle(choices: TrimChoices, asked: Omit<Build, "trim"> & { trim?: string }): Build {
  const engine = choices.engines.find((candidate) => candidate.id === asked.engine) ?? choices.engines[0];
  const drives = engine?.drives ?? [];
  const cab = choices.cabs.find((candidate) => candidate.name === asked.cab) ?? choices.cabs[0];
  const beds = cab?.beds ?? [];
  return {
    trim: choices.trim,
    engine: engine?.id ?? "",
    drive: drives.includes(asked.drive) ? asked.drive : (drives[0] ?? ""),
    cab: cab?.name ?? "",
    bed: beds.find((bed) => bed.name === asked.bed)?.name ?? beds[0]?.name ?? "",
    packages: choices.packages.map((pack) => pack.name).filter((name) => asked.packages.includes(name)),
  };
}

/**
 * The build a query asks for, held to what the line-up offers: an unknown or missing trim is the first trim, a
 * choice the trim does not offer is its standard one, and packages it does not offer are dropped.
 */
export function buildFromSearch(search: URLSearchParams, trims: readonly ResearchTrim[], build: BuildChoices): Build {
  const name = trims.find((candidate) => candidate.name === search.get("trim"))?.name ?? trims[0]?.name;
  const choices = name === undefined ? undefined : trimChoices(trims, build, name);
  if (!choices) return { trim: "", engine: "", drive: "", cab: "", bed: "", packages: [] };
  return settle(choices, {
    engine: search.get("engine") ?? "",
    drive: search.get("drive") ?? "",
    cab: search.get("cab") ?? "",
    bed: search.get("bed") ?? "",
    packages: search.getAll(PACKAGE),
  });
}

/** One line of a build's price: what was chosen and what it adds. */
export interface PricedLine {
  label: string;
  price: number;
}

/** What a build adds to its trim's MSRP, line by line (standard choices add nothing and are left out). */
export function buildLines(choices: TrimChoices, build: Build): PricedLine[] {
  const engine = choices.engines.find((candidate) => candidate.id === build.engine);
  const drive = choices.drives.find((candidate) => candidate.name === build.drive);
  const cab = choices.cabs.find((candidate) => candidate.name === build.cab);
  const bed = cab?.beds.find((candidate) => candidate.name === build.bed);
  const lines: (PricedLine | undefined)[] = [
    engine && { label: engine.name, price: engine.price },
    drive && { label: drive.name, price: drive.price },
    cab && { label: cab.name, price: cab.price },
    bed && { label: `${bed.name} ft bed`, price: bed.price },
    ...choices.packages.filter((pack) => build.packages.includes(pack.name)).map((pack) => ({ label: pack.name, price: pack.price })),
  ];
  return lines.filter((line): line is PricedLine => line !== undefined && line.price > 0);
}

/** MSRP of the build: the trim's plus what every chosen option adds. */
export function buildMsrp(choices: TrimChoices, build: Build): number {
  return buildLines(choices, build).reduce((total, line) => total + line.price, choices.msrp);
}

/** The query of the build a shopper asks for, held to what its trim offers, standard choices left out. */
export function searchOfChoice(wanted: Build, trims: readonly ResearchTrim[], build: BuildChoices): URLSearchParams {
  const settled = buildFromSearch(buildToSearch(wanted, undefined), trims, build);
  return buildToSearch(settled, trimChoices(trims, build, settled.trim));
}
