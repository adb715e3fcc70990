import type { Prng } from "../prng.js";

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
] as const;

/** Fills a template's placeholders with values drawn from `random`. */
export function fillTemplate(template: string, random: Prng, brand: string, year: number): string {
  return template
    .replaceAll("{brand}", brand)
    .replaceAll("{segment}", random.pick(SEGMENTS))
    .replaceAll("{feature}", random.pick(FEATURES))
    .replaceAll("{n}", String(random.int(3, 12)))
    .replaceAll("{year}", String(year));
}

/** A paragraph of `count` generated sentences. */
export function paragraph(random: Prng, brand: string, year: number, count: number): string {
  return Array.from({ length: count }, () => fillTemplate(random.pick(SENTENCES), random, brand, year)).join(" ");
}
