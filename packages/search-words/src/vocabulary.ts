import type { SearchKey } from "@carmarket/routes";

/** What a phrase sets: one search key to one value (list keys gain the value). */
export interface Meaning {
  readonly key: SearchKey;
  readonly value: string;
}

/** §9 colour filter names (grey is written gray). */
const COLOUR_NAMES = ["red", "orange", "yellow", "green", "black", "brown", "blue", "maroon", "purple", "gold", "silver", "navy", "white", "gray", "beige"];

function colours(key: SearchKey, suffix: string): (readonly [SearchKey, string, readonly string[]])[] {
  return COLOUR_NAMES.map((name) => {
    const spellings = name === "gray" ? ["gray", "grey"] : name === "beige" ? ["beige", "tan"] : [name];
    const phrases = suffix === "" ? spellings : spellings.flatMap((spelling) => [`${spelling}${suffix}`, `${spelling} leather`, `${spelling} seats`]);
    return [key, name, phrases] as const;
  });
}

/** Each meaning and the phrases that say it; the first phrase is the one {@link formatSearchWords} writes. */
const MEANINGS: readonly (readonly [SearchKey, string, readonly string[]])[] = [
  ["condition", "used", ["used", "pre owned", "preowned", "second hand", "secondhand"]],
  ["condition", "new", ["new", "brand new"]],
  ["condition", "certified", ["certified", "cpo", "certified pre owned", "certified preowned", "certified used"]],
  ["body_type", "suv", ["suv", "crossover", "crossover suv", "sport utility"]],
  ["body_type", "sedan", ["sedan", "saloon"]],
  ["body_type", "van", ["van", "minivan", "mini van"]],
  ["body_type", "wagon", ["wagon", "station wagon", "estate"]],
  ["body_type", "hatchback", ["hatchback", "hatch"]],
  ["body_type", "coupe", ["coupe", "2 door", "two door"]],
  ["body_type", "convertible", ["convertible", "cabriolet", "drop top", "roadster"]],
  ["body_type", "pickup-truck", ["pickup truck", "pickup", "truck", "pick up"]],
  ["drivetrain", "AWD", ["awd", "all wheel drive"]],
  ["drivetrain", "4WD", ["4wd", "4x4", "four wheel drive", "4 wheel drive"]],
  ["drivetrain", "FWD", ["fwd", "front wheel drive"]],
  ["drivetrain", "RWD", ["rwd", "rear wheel drive"]],
  ["fuel", "Electric", ["electric", "ev", "battery electric", "bev"]],
  ["fuel", "Hybrid", ["hybrid", "plug in hybrid", "phev"]],
  ["fuel", "Diesel", ["diesel"]],
  ["fuel", "Gasoline", ["gas", "gasoline", "petrol"]],
  // Kinds, not values: the parser turns each into the catalogue's values of that kind (transmissions.ts).
  ["transmission", "manual", ["manual", "stick", "stick shift", "manual transmission", "standard transmission"]],
  ["transmission", "automatic", ["automatic", "auto", "automatic transmission"]],
  ["transmission", "cvt", ["cvt", "continuously variable"]],
  ["transmission", "dual-clutch", ["dual clutch", "dct"]],
  ["sort", "price_asc", ["cheapest", "lowest price", "cheap", "affordable", "least expensive", "price low to high"]],
  ["sort", "price_desc", ["most expensive", "highest price", "price high to low"]],
  ["sort", "mileage_asc", ["lowest miles", "low miles", "low mileage", "lowest mileage", "least miles", "fewest miles"]],
  ["sort", "mileage_desc", ["highest miles", "most miles", "high mileage", "highest mileage"]],
  ["sort", "year_desc", ["newest", "latest", "newest model", "newest year"]],
  ["sort", "year_asc", ["oldest", "oldest year"]],
  ["sort", "deal", ["best deal", "best deals", "best value", "best price"]],
  ["sort", "newest", ["newest listings", "just listed", "recently listed", "new arrivals", "latest listings"]],
  ["sort", "distance", ["closest", "nearest", "closest first", "nearest first"]],
  ["vehicle_history", "no-accidents", ["no accidents", "accident free", "no accident", "never wrecked"]],
  ["vehicle_history", "one-owner", ["one owner", "1 owner", "single owner"]],
  ["vehicle_history", "clean-title", ["clean title", "clean history"]],
  ["deal_value_order", "excellent-deal", ["excellent deal", "great deal", "great deals", "excellent deals"]],
  ["deal_value_order", "good-deal", ["good deal", "good deals"]],
  ["deal_value_order", "fair-deal", ["fair deal", "fair price"]],
  ["remove_vin_without_images", "1", ["with photos", "with pictures", "with pics", "has photos"]],
  ...colours("color", ""),
  ...colours("interior_color", " interior"),
];

/** Words that carry no filter and are not worth reporting ('show me cars for sale near me'). */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  "a",
  "an",
  "the",
  "and",
  "or",
  "with",
  "for",
  "in",
  "of",
  "on",
  "to",
  "at",
  "by",
  "my",
  "me",
  "i",
  "im",
  "we",
  "is",
  "it",
  "its",
  "that",
  "this",
  "some",
  "any",
  "all",
  "want",
  "wanna",
  "need",
  "looking",
  "look",
  "find",
  "show",
  "get",
  "buy",
  "like",
  "would",
  "please",
  "car",
  "cars",
  "vehicle",
  "vehicles",
  "autos",
  "sale",
  "selling",
  "sell",
  "available",
  "near",
  "nearby",
  "around",
  "close",
  "local",
  "zip",
  "zipcode",
  "code",
  "area",
  "from",
  "good",
  "nice",
  "one",
  "ones",
  "something",
  "just",
  "only",
  "has",
  "have",
  "having",
  "model",
  "models",
  "year",
  "make",
  "price",
  "priced",
  "cost",
  "costing",
  "budget",
  "miles",
  "mileage",
  "mpg",
  "first",
  "sorted",
  "sort",
  "order",
  "ordered",
  "what",
  "which",
  "are",
  "there",
  "can",
  "you",
  "your",
]);

const byPhrase = new Map<string, Meaning>();
const firstPhrase = new Map<string, string>();
for (const [key, value, phrases] of MEANINGS) {
  for (const phrase of phrases) if (!byPhrase.has(phrase)) byPhrase.set(phrase, { key, value });
  firstPhrase.set(`${key}=${value}`, phrases[0] as string);
}

/** Longest vocabulary phrase in words. */
export const LONGEST_PHRASE = Math.max(...[...byPhrase.keys()].map((phrase) => phrase.split(" ").length));

/** What a phrase of words means, also for a plural ('suvs', 'trucks'); undefined when it is not in the vocabulary. */
export function meaningOf(words: readonly string[]): Meaning | undefined {
  const phrase = words.join(" ");
  return byPhrase.get(phrase) ?? (phrase.length > 2 && phrase.endsWith("s") ? byPhrase.get(phrase.slice(0, -1)) : undefined);
}

/** The words {@link formatSearchWords} writes for one key and value, or undefined when the vocabulary has none. */
export function phraseOf(key: SearchKey, value: string): string | undefined {
  return firstPhrase.get(`${key}=${value}`);
}
