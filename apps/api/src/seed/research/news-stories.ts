import type { Prng } from "../../stable-random/prng.js";
import { capitalize, withArticle } from "./english.js";

/**
 * Generated news that reads like journalism (issue #27.7): every story is about one real, current car
 * or one real buying topic, and its title, excerpt and body are written for that car or topic together,
 * so the excerpt says what the title promises. No brand that has closed, no product a maker never built,
 * no '(part n)': a story is written once per car.
 */

/** A current US model a story can be about: what the text needs to say about it. */
export interface StoryCar {
  brand: string;
  model: string;
  /** The segment as a sentence says it: "compact SUV", "full-size pickup". */
  kind: string;
  powertrain: "gasoline" | "hybrid" | "electric";
  /** What owners of this kind of car care about most. */
  strength: string;
}

/** Current models on sale in the US in 2024 (§9 current model year). */
export const STORY_CARS: readonly StoryCar[] = [
  { brand: "Toyota", model: "RAV4", kind: "compact SUV", powertrain: "hybrid", strength: "fuel economy and cargo room" },
  { brand: "Honda", model: "CR-V", kind: "compact SUV", powertrain: "hybrid", strength: "rear-seat space and a quiet cabin" },
  { brand: "Mazda", model: "CX-5", kind: "compact SUV", powertrain: "gasoline", strength: "steering and a well-made interior" },
  { brand: "Ford", model: "F-150", kind: "full-size pickup", powertrain: "gasoline", strength: "towing and payload" },
  { brand: "Chevrolet", model: "Silverado 1500", kind: "full-size pickup", powertrain: "gasoline", strength: "towing and a roomy crew cab" },
  { brand: "Toyota", model: "Tacoma", kind: "midsize pickup", powertrain: "gasoline", strength: "off-road ability and resale value" },
  { brand: "Ford", model: "Maverick", kind: "compact pickup", powertrain: "hybrid", strength: "fuel economy and an easy-to-use bed" },
  { brand: "Tesla", model: "Model Y", kind: "electric SUV", powertrain: "electric", strength: "range and fast charging" },
  { brand: "Hyundai", model: "Ioniq 5", kind: "electric SUV", powertrain: "electric", strength: "fast charging and a flat, roomy floor" },
  { brand: "Ford", model: "Mustang Mach-E", kind: "electric SUV", powertrain: "electric", strength: "handling and a simple infotainment layout" },
  { brand: "Volkswagen", model: "ID.4", kind: "electric SUV", powertrain: "electric", strength: "ride comfort and cargo space" },
  { brand: "Kia", model: "EV9", kind: "three-row electric SUV", powertrain: "electric", strength: "third-row room and fast charging" },
  { brand: "Kia", model: "Telluride", kind: "three-row SUV", powertrain: "gasoline", strength: "third-row space and value" },
  { brand: "Toyota", model: "Camry", kind: "midsize sedan", powertrain: "hybrid", strength: "fuel economy and reliability" },
  { brand: "Honda", model: "Accord", kind: "midsize sedan", powertrain: "hybrid", strength: "rear-seat room and a composed ride" },
  { brand: "Honda", model: "Civic", kind: "compact car", powertrain: "gasoline", strength: "efficiency and sharp handling" },
  { brand: "Toyota", model: "Prius", kind: "hybrid hatchback", powertrain: "hybrid", strength: "fuel economy" },
  { brand: "Subaru", model: "Outback", kind: "wagon", powertrain: "gasoline", strength: "all-wheel drive and ground clearance" },
  { brand: "Chrysler", model: "Pacifica", kind: "minivan", powertrain: "hybrid", strength: "sliding-door convenience and seats that fold into the floor" },
  { brand: "Honda", model: "Odyssey", kind: "minivan", powertrain: "gasoline", strength: "flexible seating and space for seven" },
  { brand: "BMW", model: "X5", kind: "midsize luxury SUV", powertrain: "gasoline", strength: "smooth power and a refined cabin" },
  { brand: "Mazda", model: "MX-5 Miata", kind: "roadster", powertrain: "gasoline", strength: "light weight and balance" },
];

/** One block of an article body: a heading, a paragraph and, for some, a list. */
interface StoryBlock {
  heading: string;
  paragraph: string;
  list?: readonly string[];
}

/** A written story: what the seed stores as title, excerpt and content. */
export interface Story {
  title: string;
  excerpt: string;
  blocks: readonly StoryBlock[];
}

/** A story template of one category: the cars it can be about (none: a topic story) and its text. */
interface StoryTemplate {
  /** A topic story (leasing, warranties) is about no one car and is written once. */
  topic?: true;
  fits?: (car: StoryCar) => boolean;
  write: (car: StoryCar, context: { year: number; rival?: StoryCar | undefined }) => Story;
  /** A comparison names a second car of the same kind. */
  needsRival?: boolean;
}

const name = (car: StoryCar) => `${car.brand} ${car.model}`;
const electric = (car: StoryCar) => car.powertrain === "electric";
const pickup = (car: StoryCar) => car.kind.endsWith("pickup");
const familyHauler = (car: StoryCar) => /SUV|minivan|wagon/.test(car.kind);

/** Templates per news category slug, in the order the seed deals them out. */
const STORY_TEMPLATES: Record<string, readonly StoryTemplate[]> = {
  "car-news": [
    {
      write: (car, { year }) => ({
        title: `The ${year} ${name(car)} is at dealers: what buyers should know`,
        excerpt: `The ${year} ${name(car)} has reached showrooms. We look at how its trims line up, what the ${car.kind} does best and where shoppers can find one for less.`,
        blocks: [
          {
            heading: "How the trims line up",
            paragraph: `The ${car.model} is sold in several trims, and the second step up is usually where the features most buyers want begin. Compare window stickers rather than brochure prices: dealer-added accessories can add more than a trim step.`,
          },
          {
            heading: "What it does best",
            paragraph: `Owners and reviewers keep coming back to the ${car.model}'s ${car.strength}. That is the reason to shortlist it among ${car.kind}s.`,
            list: [
              `Test-drive the ${car.model} on roads you use every day.`,
              "Ask for the out-the-door price in writing.",
              "Check how many are in stock near your ZIP code before you visit.",
            ],
          },
          {
            heading: "Where to find a good price",
            paragraph: `Prices for the same ${car.model} trim can differ by region. Listings near your ZIP code show what dealers are actually asking this month.`,
          },
        ],
      }),
    },
    {
      write: (car) => ({
        title: `${name(car)} recall: what owners should do now`,
        excerpt: `A recall notice for some ${name(car)} models is a reason to act, not to panic. Here is how to check your VIN, book the free repair and what to do while you wait.`,
        blocks: [
          {
            heading: "Check your VIN",
            paragraph: `Every recall is tied to vehicle identification numbers. Enter your ${car.model}'s 17-character VIN on the government's recall lookup or ask ${withArticle(car.brand)} dealer to check it.`,
          },
          {
            heading: "Book the repair",
            paragraph: "Recall repairs are free at any franchised dealer of the brand, even if you bought the car used.",
            list: [
              "Call ahead: parts for a new recall can take weeks to arrive.",
              "Ask whether a loaner car is available.",
              "Keep the repair order as proof the work was done.",
            ],
          },
          {
            heading: "Selling a car with an open recall",
            paragraph: `Dealers may not sell a used ${car.model} with an open recall until it is fixed, and buyers check. Having the repair done first protects its value.`,
          },
        ],
      }),
    },
    {
      fits: (car) => !electric(car),
      write: (car, { year }) => ({
        title: `Why the ${name(car)} keeps selling in ${year}`,
        excerpt: `The ${name(car)} remains one of the ${car.kind}s US shoppers buy most. Its ${car.strength} explain much of that, and so do its resale values.`,
        blocks: [
          {
            heading: "What buyers say",
            paragraph: `Shoppers who chose the ${car.model} most often name its ${car.strength}. Few rivals match it on all of those at once.`,
          },
          {
            heading: "Resale values",
            paragraph: `${capitalize(withArticle(car.model))} that is three years old still sells for a large share of its original price, which lowers what it really costs to own.`,
          },
          { heading: "Our take", paragraph: `Popular does not mean right for everyone: drive at least one rival ${car.kind} before you sign.` },
        ],
      }),
    },
  ],
  reviews: [
    {
      write: (car, { year }) => ({
        title: `${year} ${name(car)} review: strong on ${car.strength.split(" and ")[0]}`,
        excerpt: `We drove the ${year} ${name(car)} for a week of commutes and a weekend away. It is strong on ${car.strength}; here is where it falls short and which trim to buy.`,
        blocks: [
          {
            heading: "Driving impressions",
            paragraph: `On the highway the ${car.model} is settled and easy to place in its lane. Around town, its ${electric(car) ? "instant electric torque" : "powertrain"} makes it feel quicker than the figures suggest.`,
          },
          {
            heading: "Interior and comfort",
            paragraph: `The cabin is laid out sensibly, with physical controls where they matter. ${familyHauler(car) ? "Rear-seat passengers get decent room and their own vents." : "The seats hold you well on longer drives."}`,
            list: [`Best at: ${car.strength}.`, "Weakest at: road noise on coarse pavement.", "Skip: the most expensive trim's options packages."],
          },
          { heading: "Technology", paragraph: "Wireless smartphone mirroring works reliably, and the driver aids intervene smoothly rather than abruptly." },
          { heading: "Verdict", paragraph: `Among ${car.kind}s the ${car.model} earns its place on a shortlist. The mid-level trim is the one we would buy.` },
        ],
      }),
    },
    {
      write: (car) => ({
        title: `Long-term test: 12 months with ${withArticle(name(car))}`,
        excerpt: `A year and about 14,000 miles in our ${name(car)}: what it cost to run, what broke, and whether we would buy one again.`,
        blocks: [
          {
            heading: "Running costs",
            paragraph: `Over 12 months the ${car.model} needed two routine services and one set of wiper blades. ${electric(car) ? "Charging at home cost far less than gasoline would have." : "Fuel was the largest cost after depreciation."}`,
          },
          {
            heading: "What went wrong",
            paragraph: "One software update fixed an infotainment screen that froze on start-up; nothing else needed a dealer visit.",
            list: ["Two scheduled services.", "One software update under warranty.", "No unscheduled repairs."],
          },
          { heading: "Would we buy one?", paragraph: `Yes. The ${car.model}'s ${car.strength} made it the car our staff asked to borrow most this year.` },
        ],
      }),
    },
    {
      needsRival: true,
      write: (car, { year, rival }) => ({
        title: `Comparison test: ${name(car)} vs ${name(rival!)}`,
        excerpt: `Two ${year} ${car.kind}s, one week, the same roads: the ${name(car)} and the ${name(rival!)} go head to head on space, comfort, running costs and value.`,
        blocks: [
          {
            heading: "On the road",
            paragraph: `The ${car.model} is the more relaxed of the two on the highway; the ${rival!.model} feels more eager on a winding road.`,
          },
          {
            heading: "Space and practicality",
            paragraph: `The ${car.model} is known for ${car.strength}, the ${rival!.model} for ${rival!.strength}. Measure your own gear against both.`,
            list: [`${car.model}: ${car.strength}.`, `${rival!.model}: ${rival!.strength}.`],
          },
          { heading: "The winner", paragraph: `By a narrow margin, the ${car.model}: it does more of what ${car.kind} buyers ask for, more of the time.` },
        ],
      }),
    },
  ],
  "electric-vehicles": [
    {
      fits: electric,
      write: (car) => ({
        title: `How far does the ${name(car)} really go on a charge?`,
        excerpt: `We drove the ${name(car)} from a full charge until it asked for a plug, at highway speed and in town, to see how its real range compares with the official figure.`,
        blocks: [
          {
            heading: "Range in the real world",
            paragraph: `At a steady 70 mph the ${car.model} used noticeably more energy than in mixed driving, as every electric car does. In town it came close to its official estimate.`,
          },
          {
            heading: "Charging on the road",
            paragraph: `The ${car.model}'s ${car.strength} make longer trips easier: plan stops around fast chargers rather than the last few miles of range.`,
          },
          {
            heading: "Costs compared",
            paragraph:
              "Charging at home overnight costs a fraction of a fast-charging session, which in turn costs about what a tank of gasoline does for the same distance.",
            list: ["Home charging: cheapest per mile.", "Public fast charging: fastest, priciest.", "Workplace charging: often free."],
          },
        ],
      }),
    },
    {
      fits: electric,
      write: (car) => ({
        title: `Winter range test: what cold weather does to the ${name(car)}`,
        excerpt: `Cold batteries hold less and heating the cabin takes energy. We measured how much range the ${name(car)} loses on a freezing week and how owners can win some back.`,
        blocks: [
          {
            heading: "How much range goes",
            paragraph: `In freezing weather the ${car.model} lost a clear share of its summer range, mostly to cabin heating and a cold battery.`,
          },
          {
            heading: "How to win some back",
            paragraph: "Warming the car while it is still plugged in costs no range on the road.",
            list: [
              "Precondition the cabin and battery on the charger.",
              "Use the heated seats and steering wheel before the cabin heater.",
              "Keep tires at the pressure on the door sticker.",
            ],
          },
          { heading: "Bottom line", paragraph: `The ${car.model} stays a practical winter car if you charge at home and plan longer trips with a margin.` },
        ],
      }),
    },
    {
      topic: true,
      write: (_car, { year }) => ({
        title: `Five questions to ask before buying your first electric car in ${year}`,
        excerpt:
          "Where you will charge matters more than the biggest range figure. Five questions that decide whether an electric car fits your life, and how to answer them before you buy.",
        blocks: [
          {
            heading: "The five questions",
            paragraph: "Answer these honestly and the right car, or the decision to wait, usually becomes clear.",
            list: [
              "Can I charge where I park overnight?",
              "How far is my longest regular trip?",
              "Are fast chargers on the routes I drive?",
              "What will my electricity cost per mile?",
              "Which tax credits or rebates apply to me?",
            ],
          },
          {
            heading: "Charging at home",
            paragraph: "A 240-volt outlet or wall box refills most electric cars overnight. Get an electrician's quote before you shop.",
          },
          {
            heading: "Bottom line",
            paragraph: "If you can charge at home, an electric car is easy to live with. If you cannot, a hybrid may suit you better for now.",
          },
        ],
      }),
    },
  ],
  "buying-advice": [
    {
      fits: (car) => !electric(car),
      write: (car) => ({
        title: `Buying a used ${name(car)}: five things to check`,
        excerpt: `A used ${name(car)} can be a smart buy. Check these five things before you hand over a deposit, from the history report to ${pickup(car) ? "the hitch and the bed" : "the tires and brakes"}.`,
        blocks: [
          {
            heading: "Before you visit the dealer",
            paragraph: `Read the vehicle history report and compare asking prices for similar ${car.model}s near you.`,
          },
          {
            heading: "On the test drive",
            paragraph: "Drive on a highway and a rough road; listen for knocks and feel for vibration under braking.",
            list: [
              "Accidents and title brands on the history report.",
              "Open recalls on the VIN.",
              pickup(car) ? "Wear on the hitch, bed and suspension from towing." : "Even wear on all four tires.",
              "Service records for the last two years.",
              "An independent mechanic's inspection.",
            ],
          },
          {
            heading: "Bottom line",
            paragraph: `${capitalize(withArticle(car.model))} with full records and a clean report is worth paying a little more for.`,
          },
        ],
      }),
    },
    {
      topic: true,
      write: (_car, { year }) => ({
        title: `Lease or buy a new car in ${year}? How to decide`,
        excerpt:
          "A lease lowers the monthly payment; buying costs less over time. How many miles you drive and how long you keep a car decide which one is right for you.",
        blocks: [
          {
            heading: "When leasing makes sense",
            paragraph: "You drive fewer than 12,000 miles a year, like a new car every three years and want a lower payment.",
          },
          {
            heading: "When buying makes sense",
            paragraph: "You keep cars for six years or more, drive a lot, or want to modify what you own.",
            list: [
              "Compare the total of all lease payments with the loan's.",
              "Ask for the money factor and the residual value.",
              "Count the fees at the end of a lease.",
            ],
          },
          { heading: "Bottom line", paragraph: "Run both offers over the years you would keep the car; the cheaper total usually wins." },
        ],
      }),
    },
    {
      topic: true,
      write: () => ({
        title: "Certified pre-owned or used: what the warranty really covers",
        excerpt:
          "A certified pre-owned car costs more than the same car sold simply as used. Here is what the extra money buys in warranty, inspection and financing, and when it is worth it.",
        blocks: [
          {
            heading: "What certification means",
            paragraph: "A maker's certified program inspects the car, extends the powertrain warranty and often adds roadside assistance.",
          },
          {
            heading: "What it does not cover",
            paragraph: "Wear items are excluded, and a dealer's own 'certified' label is not the maker's program.",
            list: ["Brakes, tires and wipers.", "Damage from accidents after purchase.", "Cars certified only by the dealer."],
          },
          { heading: "Bottom line", paragraph: "For a car you will keep past the original warranty, the maker's certification is usually worth its price." },
        ],
      }),
    },
    {
      topic: true,
      write: () => ({
        title: "How to negotiate the price of a new car",
        excerpt:
          "Negotiate the out-the-door price, not the monthly payment. A step-by-step guide to preparing, making an offer and reading the buyer's order before you sign.",
        blocks: [
          { heading: "Before you go", paragraph: "Know the invoice price and what nearby dealers ask for the same trim, and get a loan pre-approval." },
          {
            heading: "At the dealer",
            paragraph: "Make one offer on the out-the-door price and keep the trade-in a separate conversation.",
            list: ["Ask for every fee in writing.", "Decline add-ons you did not ask for.", "Be ready to walk away."],
          },
          { heading: "Bottom line", paragraph: "The best price usually comes from a dealer competing with a written offer from another." },
        ],
      }),
    },
  ],
  industry: [
    {
      fits: (car) => !electric(car),
      write: (car, { year }) => ({
        title: `Dealers report more ${car.kind} inventory heading into the second half of ${year}`,
        excerpt: `Lots have more ${car.kind}s than a year ago, including the ${name(car)}. What that means for prices, incentives and how long shoppers can take to decide.`,
        blocks: [
          { heading: "The numbers", paragraph: `Days' supply of ${car.kind}s has risen from last year's lows, and fewer buyers pay above sticker.` },
          {
            heading: "What dealers say",
            paragraph: `Dealers we spoke to expect steady demand for models like the ${car.model}, with more room to negotiate on last year's stock.`,
          },
          {
            heading: "What it means for shoppers",
            paragraph: "More choice on the lot means time to compare; listings near your ZIP code show which dealers have the trim you want.",
          },
        ],
      }),
    },
    {
      write: (car, { year }) => ({
        title: `Used-car prices in ${year}: what the last 12 months say about ${car.kind}s`,
        excerpt: `Used ${car.kind} prices have eased from their peak, but models such as the ${name(car)} still hold their value well. What the data say and what to expect next.`,
        blocks: [
          { heading: "The numbers", paragraph: `Three-year-old ${car.kind}s sell for less than a year ago, though the ${car.model} has lost less than most.` },
          { heading: "Why some hold their value", paragraph: `Reputation matters: buyers pay for ${car.strength}, and the ${car.model} is known for them.` },
          { heading: "Outlook", paragraph: "More cars coming off lease should keep used prices level for the rest of the year." },
        ],
      }),
    },
  ],
};

/** A car template is written for at most this many cars, so no sentence of it reads in more than two articles. */
const CARS_PER_TEMPLATE = 2;

/**
 * The stories of one category, up to `count`: each template in turn, each time about the next car it
 * fits that no story of this template has covered (at most {@link CARS_PER_TEMPLATE}); topic templates
 * are written once.
 */
export function categoryStories(category: string, count: number, random: Prng, year: number): Story[] {
  const templates = STORY_TEMPLATES[category] ?? [];
  const cars = random.sample(STORY_CARS, STORY_CARS.length);
  const used = templates.map(() => new Set<StoryCar>());
  const pairs = new Set<string>();
  const titles = new Set<string>();
  const titlesOf = templates.map(() => 0);
  const stories: Story[] = [];
  for (let round = 0; stories.length < count && round < STORY_CARS.length; round++) {
    templates.forEach((template, index) => {
      if (stories.length >= count) return;
      if (template.topic ? round > 0 : titlesOf[index]! >= CARS_PER_TEMPLATE) return;
      const car = cars.find((candidate) => !used[index]!.has(candidate) && (template.fits?.(candidate) ?? true));
      if (!car) return;
      used[index]!.add(car);
      // A comparison is written once per pair, whichever car leads.
      const rival = template.needsRival
        ? cars.find((other) => other !== car && other.kind === car.kind && !pairs.has([car.model, other.model].sort().join("|")))
        : undefined;
      if (template.needsRival && !rival) return;
      if (rival) pairs.add([car.model, rival.model].sort().join("|"));
      // A story titled by the car's kind is written once per kind.
      const story = template.write(car, { year, rival });
      if (titles.has(story.title)) return;
      titles.add(story.title);
      titlesOf[index]!++;
      stories.push(story);
    });
  }
  return stories;
}
