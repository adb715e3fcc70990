// Names shoppers use for brands and models besides the catalogue's own. Brands are the URL slugs of
// @carmarket/routes; a nickname whose brand or model is not in the catalogue given is ignored.

/** Nicknames and common misspellings of brands (misspellings an edit distance of one cannot reach). */
export const BRAND_NICKNAMES: Readonly<Record<string, string>> = {
  chevy: "chevrolet",
  chev: "chevrolet",
  chevey: "chevrolet",
  vw: "volkswagen",
  volkswagon: "volkswagen",
  vdub: "volkswagen",
  benz: "mercedes-benz",
  mercedes: "mercedes-benz",
  merc: "mercedes-benz",
  mercedez: "mercedes-benz",
  mb: "mercedes-benz",
  beemer: "bmw",
  bimmer: "bmw",
  caddy: "cadillac",
  caddilac: "cadillac",
  landrover: "land-rover",
  alfa: "alfa-romeo",
  aston: "aston-martin",
  rolls: "rolls-royce",
  lambo: "lamborghini",
  lamborgini: "lamborghini",
  hyundia: "hyundai",
  hundai: "hyundai",
  huyndai: "hyundai",
  mitsu: "mitsubishi",
  subie: "subaru",
  porshe: "porsche",
  toyata: "toyota",
  nisan: "nissan",
  infinity: "infiniti",
};

/** Nicknames of models and the short names people use ('silverado' for 'Silverado 1500'): compact nickname → [brand slug, model slug]. */
export const MODEL_NICKNAMES: Readonly<Record<string, readonly [string, string]>> = {
  vette: ["chevrolet", "corvette"],
  miata: ["mazda", "mx-5-miata"],
  mx5: ["mazda", "mx-5-miata"],
  mache: ["ford", "mustang-mach-e"],
  rangie: ["land-rover", "range-rover"],
  silverado: ["chevrolet", "silverado-1500"],
  sierra: ["gmc", "sierra-1500"],
  bolt: ["chevrolet", "bolt-ev"],
  ioniq: ["hyundai", "ioniq-5"],
  transit: ["ford", "transit-connect"],
  caravan: ["dodge", "grand-caravan"],
  cayman: ["porsche", "718-cayman"],
  vf8: ["vinfast", "vf-8"],
  cclass: ["mercedes-benz", "c-class"],
  eclass: ["mercedes-benz", "e-class"],
  sclass: ["mercedes-benz", "s-class"],
  rav: ["toyota", "rav4"],
};

/**
 * Compact model names that are also everyday words ('is', 'edge', 'escape'): they count only when the
 * phrase names their brand too, so 'what is cheap' does not become a Lexus IS.
 */
export const COMMON_WORD_MODELS: ReadonlySet<string> = new Set([
  "air", "edge", "fit", "soul", "ghost", "ocean", "venue", "journey", "passport", "legacy", "focus", "escape", "spark",
  "leaf", "titan", "pilot", "compass", "atlas", "golf", "kicks", "mirage", "roma", "ascent", "cooper", "ranger", "voyager",
  "encore", "envision", "regal", "fusion", "canyon", "terrain",
]);
