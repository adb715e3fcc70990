/** A brand as the URL scheme knows it (§3 "brand item"): slug and display name. */
export interface BrandEntry {
  /** URL slug, lowercase, multi-word names hyphenated (`land-rover`). */
  readonly slug: string;
  /** Display name, e.g. `Land Rover`. */
  readonly name: string;
}

/**
 * Brands sold in the US market, current and recent (§3: about 70, multi-word slugs hyphenated:
 * mercedes-benz, land-rover, alfa-romeo, aston-martin, rolls-royce, am-general). Sorted by slug.
 * The API seeds its brand table from this list.
 */
export const BRANDS = [
  { slug: "acura", name: "Acura" },
  { slug: "alfa-romeo", name: "Alfa Romeo" },
  { slug: "am-general", name: "AM General" },
  { slug: "aston-martin", name: "Aston Martin" },
  { slug: "audi", name: "Audi" },
  { slug: "bentley", name: "Bentley" },
  { slug: "bmw", name: "BMW" },
  { slug: "bugatti", name: "Bugatti" },
  { slug: "buick", name: "Buick" },
  { slug: "cadillac", name: "Cadillac" },
  { slug: "chevrolet", name: "Chevrolet" },
  { slug: "chrysler", name: "Chrysler" },
  { slug: "daewoo", name: "Daewoo" },
  { slug: "dodge", name: "Dodge" },
  { slug: "eagle", name: "Eagle" },
  { slug: "ferrari", name: "Ferrari" },
  { slug: "fiat", name: "FIAT" },
  { slug: "fisker", name: "Fisker" },
  { slug: "ford", name: "Ford" },
  { slug: "genesis", name: "Genesis" },
  { slug: "geo", name: "Geo" },
  { slug: "gmc", name: "GMC" },
  { slug: "honda", name: "Honda" },
  { slug: "hummer", name: "HUMMER" },
  { slug: "hyundai", name: "Hyundai" },
  { slug: "ineos", name: "INEOS" },
  { slug: "infiniti", name: "INFINITI" },
  { slug: "isuzu", name: "Isuzu" },
  { slug: "jaguar", name: "Jaguar" },
  { slug: "jeep", name: "Jeep" },
  { slug: "karma", name: "Karma" },
  { slug: "kia", name: "Kia" },
  { slug: "koenigsegg", name: "Koenigsegg" },
  { slug: "lamborghini", name: "Lamborghini" },
  { slug: "land-rover", name: "Land Rover" },
  { slug: "lexus", name: "Lexus" },
  { slug: "lincoln", name: "Lincoln" },
  { slug: "lotus", name: "Lotus" },
  { slug: "lucid", name: "Lucid" },
  { slug: "maserati", name: "Maserati" },
  { slug: "maybach", name: "Maybach" },
  { slug: "mazda", name: "Mazda" },
  { slug: "mclaren", name: "McLaren" },
  { slug: "mercedes-benz", name: "Mercedes-Benz" },
  { slug: "mercury", name: "Mercury" },
  { slug: "mini", name: "MINI" },
  { slug: "mitsubishi", name: "Mitsubishi" },
  { slug: "nissan", name: "Nissan" },
  { slug: "oldsmobile", name: "Oldsmobile" },
  { slug: "pagani", name: "Pagani" },
  { slug: "panoz", name: "Panoz" },
  { slug: "plymouth", name: "Plymouth" },
  { slug: "polestar", name: "Polestar" },
  { slug: "pontiac", name: "Pontiac" },
  { slug: "porsche", name: "Porsche" },
  { slug: "ram", name: "Ram" },
  { slug: "rivian", name: "Rivian" },
  { slug: "rolls-royce", name: "Rolls-Royce" },
  { slug: "saab", name: "Saab" },
  { slug: "saturn", name: "Saturn" },
  { slug: "scion", name: "Scion" },
  { slug: "smart", name: "smart" },
  { slug: "spyker", name: "Spyker" },
  { slug: "subaru", name: "Subaru" },
  { slug: "suzuki", name: "Suzuki" },
  { slug: "tesla", name: "Tesla" },
  { slug: "toyota", name: "Toyota" },
  { slug: "vinfast", name: "VinFast" },
  { slug: "volkswagen", name: "Volkswagen" },
  { slug: "volvo", name: "Volvo" },
] as const satisfies readonly BrandEntry[];

/** A known brand slug, e.g. `"mercedes-benz"`. */
export type BrandSlug = (typeof BRANDS)[number]["slug"];

const brandBySlug: ReadonlyMap<string, BrandEntry> = new Map(BRANDS.map((brand) => [brand.slug, brand]));

/** The brand with this slug, or `undefined` for an unknown slug. */
export function findBrand(slug: string): BrandEntry | undefined {
  return brandBySlug.get(slug);
}

/** True when `slug` is one of the {@link BRANDS} slugs. */
export function isBrandSlug(slug: string): slug is BrandSlug {
  return brandBySlug.has(slug);
}
