import type { Prng } from "../../stable-random/prng.js";
import type { Powertrain } from "./car-content.js";

/** What an owner's review is written about. */
export interface ReviewedCar {
  modelName: string;
  year: number;
  bodyType: string;
  powertrain: Powertrain;
}

/** How each body of car is used, as an owner says it. */
const USE: Record<string, readonly string[]> = {
  suv: ["family road trips", "hauling kids and sports gear", "a snowy commute"],
  "pickup-truck": ["towing our camper", "weekend hardware-store runs", "work on the farm"],
  sedan: ["my daily commute", "highway trips to see family", "a long commute"],
  van: ["school runs with three kids", "carpools and road trips", "moving the band's gear"],
  wagon: ["ski trips", "camping weekends", "hauling the dog and the groceries"],
  hatchback: ["city parking", "a short urban commute", "errands around town"],
  coupe: ["weekend drives on back roads", "the commute and the odd track day", "fun on twisty roads"],
  convertible: ["top-down weekends", "summer drives to the coast", "sunny commutes"],
};

/** What owners praise, by powertrain first, then by body. */
const PRAISE: Record<string, readonly string[]> = {
  hybrid: ["It averages close to its EPA estimate even in winter.", "Fuel stops are rare; the hybrid system is seamless."],
  electric: ["Charging at home overnight means I never visit a gas station.", "Range has been plenty for everything but the longest trips."],
  diesel: ["The diesel pulls hard at low speed and sips fuel on the highway."],
  suv: ["The cargo area swallows a week of luggage.", "Rear seats are roomy enough for adults."],
  "pickup-truck": ["It pulls our trailer without strain.", "The bed and the cab are both genuinely useful."],
  sedan: ["It is quiet and settled at highway speed.", "The seats stay comfortable after three hours."],
  van: ["The sliding doors are a lifesaver in tight parking lots.", "There is room for seven and their bags."],
  wagon: ["It carries like an SUV and drives like a car.", "All-wheel drive has never let us down in snow."],
  hatchback: ["It parks anywhere and the hatch holds more than you would think.", "Light steering makes city driving easy."],
  coupe: ["The steering is sharp and the engine loves to rev.", "It turns every errand into a drive."],
  convertible: ["The top goes down in seconds, even at a light.", "It is quiet with the roof up, too."],
};

/** What bothers owners, from a small gripe at five stars to a serious fault at one. */
const COMPLAINT: Record<number, readonly string[]> = {
  5: ["My only gripe is the small cupholders.", "I would like a volume knob instead of buttons, that is all."],
  4: ["Road noise is noticeable on coarse pavement.", "The infotainment screen is slow to start on cold mornings."],
  3: ["The infotainment lags and the phone connection drops now and then.", "The ride is firmer than I expected on broken roads."],
  2: ["It has been back to the dealer twice for electrical faults.", "Warning lights came on twice in the first year."],
  1: ["The transmission had to be replaced before 20,000 miles.", "It spent five weeks at the dealer waiting for parts."],
};

const VERDICT: Record<number, readonly string[]> = {
  5: ["I would buy another tomorrow.", "Best car I have owned."],
  4: ["Recommended, with small reservations.", "A very good car for the money."],
  3: ["Fine, but I would test-drive its rivals next time.", "It does the job without winning me over."],
  2: ["I would not buy another.", "Disappointing for what it cost."],
  1: ["Avoid this one.", "I am trading it in as soon as I can."],
};

const TITLE: Record<number, readonly ((model: string) => string)[]> = {
  5: [(model) => `The ${model} does everything right`, (model) => `Love my ${model}`],
  4: [(model) => `Great ${model}, a few quirks`, (model) => `Happy ${model} owner`],
  3: [(model) => `The ${model} is good, not great`, (model) => `Mixed feelings about the ${model}`],
  2: [(model) => `Disappointed with my ${model}`, (model) => `Too many ${model} dealer visits`],
  1: [(model) => `My ${model} has been a headache`, (model) => `Regret buying the ${model}`],
};

/**
 * One owner's review of a car, in words that fit its stars and the car (issue #27.6: six texts were
 * recycled over 200 reviews): how long and for what they use it, what it does well for its body and
 * powertrain, the gripe a review of that rating has, and a verdict of the same tone.
 */
export function ownerReview(car: ReviewedCar, rating: number, random: Prng): { title: string; text: string } {
  const stars = Math.min(5, Math.max(1, Math.round(rating)));
  const months = random.int(3, 36);
  const miles = Math.round((months * random.int(700, 1_400)) / 500) * 500;
  const use = random.pick(USE[car.bodyType] ?? USE.sedan!);
  const praise = random.pick([...(PRAISE[car.powertrain] ?? []), ...(PRAISE[car.bodyType] ?? PRAISE.sedan!)]);
  return {
    title: random.pick(TITLE[stars]!)(car.modelName),
    text: `${months} months and ${miles.toLocaleString("en-US")} miles in our ${car.year} ${car.modelName}, mostly ${use}. ${stars >= 3 ? praise : `To be fair: ${praise.charAt(0).toLowerCase()}${praise.slice(1)}`} ${random.pick(COMPLAINT[stars]!)} ${random.pick(VERDICT[stars]!)}`,
  };
}

/** The verdicts a review of each rating ends with (tests check a review's words fit its stars). */
export const OWNER_VERDICTS = VERDICT;
