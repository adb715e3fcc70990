import type { Prng } from "../prng.js";
import { indefiniteArticle } from "./english.js";

/** Generated headline, excerpt and body text for one category; phrases are combined, never copied from articles. */
export interface NewsTopic {
  titles: readonly string[];
  headings: readonly string[];
}

const SEGMENTS = [
  "compact SUV", "midsize sedan", "three-row SUV", "full-size pickup", "hybrid hatchback", "sports coupe",
  "family minivan", "luxury crossover", "electric sedan", "compact pickup", "convertible", "sport wagon",
] as const;

const FEATURES = [
  "a hybrid powertrain", "adaptive cruise control as standard", "a larger touchscreen", "all-wheel drive",
  "a longer warranty", "wireless phone charging", "a new turbocharged engine", "a tow package",
] as const;

/** Headline templates per category slug; `{brand}`, `{segment}`, `{feature}`, `{n}`, `{year}` are filled in. */
export const NEWS_TOPICS: Record<string, NewsTopic> = {
  "car-news": {
    titles: [
      "{brand} adds {feature} to its {year} {segment}",
      "{brand} updates its {segment} lineup for {year}",
      "{brand} announces pricing for the {year} {segment}",
      "Spy shots hint at a redesigned {brand} {segment}",
    ],
    headings: ["What changes", "Pricing and availability", "Under the hood", "Our take"],
  },
  reviews: {
    titles: [
      "{year} {brand} {segment} review: the sensible choice gets sharper",
      "Long-term test: {n} months with a {brand} {segment}",
      "Comparison test: which {segment} should you buy in {year}?",
      "First drive: the {year} {brand} {segment}",
    ],
    headings: ["Driving impressions", "Interior and comfort", "Technology", "Verdict"],
  },
  "electric-vehicles": {
    titles: [
      "How far does an electric {segment} really go on a charge?",
      "{brand} expands fast-charging access for EV owners",
      "{n} questions to ask before buying your first EV",
      "Winter range test: what cold weather does to an electric {segment}",
    ],
    headings: ["Range in the real world", "Charging at home", "Public charging", "Costs compared"],
  },
  "buying-advice": {
    titles: [
      "{n} things to check before buying a used {segment}",
      "Should you lease or buy a {segment} in {year}?",
      "How to negotiate the price of a new {segment}",
      "Certified pre-owned or used: what the warranty really covers",
    ],
    headings: ["Before you visit the dealer", "Checking the history", "Financing", "Bottom line"],
  },
  industry: {
    titles: [
      "US new-car prices shift again as {segment} supply recovers",
      "Dealers report more {segment} inventory heading into {year}",
      "Why {brand} is building more {segment} models in the US",
      "Used-car values: what {n} months of data say about the {segment} market",
    ],
    headings: ["The numbers", "What dealers say", "What it means for shoppers", "Outlook"],
  },
};

const SENTENCES = [
  "The {segment} remains one of the most popular choices for US shoppers, and {brand} knows it.",
  "Buyers should compare the total cost of ownership, not only the sticker price.",
  "Fuel economy improves slightly over last year, according to the official EPA estimates.",
  "Standard safety equipment now includes automatic emergency braking and lane-keeping assistance.",
  "Dealers we spoke to expect steady demand through the summer months.",
  "Cabin space is generous for the class, with room for adults in the second row.",
  "Insurance and maintenance costs are close to the segment average.",
  "A test drive on roads you know is still the best way to judge ride comfort.",
  "Resale values for this segment have held up better than the market as a whole.",
  "Prices vary by region, so checking listings near your ZIP code pays off.",
  "Infotainment responds quickly, and smartphone mirroring works without a cable.",
  "The optional packages add comfort features, but the mid-level trim is the value pick.",
  "Rear-seat passengers get their own air vents and two USB-C ports.",
  "Cargo space behind the second row is enough for a family's weekend luggage.",
  "Owners in our survey rated reliability above the class average.",
  "The base engine is adequate around town but feels strained on steep highway grades.",
  "Road noise is well controlled at highway speeds, even on coarse pavement.",
  "Its turning circle makes tight parking garages less of a chore.",
  "A full tank or a full charge covers a typical week of commuting with room to spare.",
  "Towing capacity is competitive, though only with the optional hitch.",
  "Heated front seats and a heated steering wheel come in the cold-weather package.",
  "Over-the-air updates should keep the navigation and driver aids current.",
  "Incentives change monthly, so ask the dealer about current rebates and financing offers.",
  "Visibility is good to the front, while thick rear pillars make the camera essential.",
] as const;

/** Puts the right indefinite article before each word that follows 'a' or 'an' in generated text. */
function withArticles(text: string): string {
  return text.replace(/\b([Aa])n? (?=([\w-]+))/g, (_match, a: string, word: string) => `${a}${indefiniteArticle(word).slice(1)} `);
}

/** Fills a template's placeholders with values drawn from `random`, with the articles the filled words need. */
export function fillTemplate(template: string, random: Prng, brand: string, year: number): string {
  return withArticles(
    template
      .replaceAll("{brand}", brand)
      .replaceAll("{segment}", random.pick(SEGMENTS))
      .replaceAll("{feature}", random.pick(FEATURES))
      .replaceAll("{n}", String(random.int(3, 12)))
      .replaceAll("{year}", String(year)),
  );
}

/**
 * The body sentences of one article, each dealt once (issue #15: articles repeated a sentence).
 * An article takes at most 22 of them: a 3-sentence excerpt, up to 4 blocks of 2–4 and a 3-item list.
 */
export class SentenceDeck {
  readonly #sentences: string[];

  constructor(random: Prng, brand: string, year: number) {
    this.#sentences = random.sample(SENTENCES, SENTENCES.length).map((template) => fillTemplate(template, random, brand, year));
  }

  /** A paragraph of the next `count` sentences; asking for more than are left is a seed bug. */
  paragraph(count: number): string {
    if (count > this.#sentences.length) throw new Error(`An article asked for ${count} more sentences than the ${SENTENCES.length} there are.`);
    return this.#sentences.splice(0, count).join(" ");
  }
}
