import type { CarData } from "@carmarket/api-client";
import { formatUsd } from "@carmarket/pricing";
import type { CarPageTab } from "@carmarket/routes";

const number = new Intl.NumberFormat("en-US");

/**
 * The meta description of each car tab, from the facts that tab shows (issue #27.14: all 22 tabs of a
 * car shared one description, so search engines saw 22 copies of one page).
 */
const TAB_DESCRIPTIONS: Record<CarPageTab, (car: CarData) => string> = {
  overview: (car) => `${car.title}: from ${formatUsd(car.content.overview.msrp_min)} MSRP. ${car.content.overview.summary}`,
  price: ({ title, content }) =>
    `${title} prices: MSRP from ${formatUsd(content.overview.msrp_min)} to ${formatUsd(content.overview.msrp_max)} across ${plural(content.trims.length, "trim")}, with each trim's price.`,
  "trim-family": ({ title, content }) =>
    `${title} trim families: ${content.trim_families.map((family) => `${family.family} from ${formatUsd(family.msrp_from)}`).join(", ")}.`,
  gallery: ({ title, content }) => `${title} photos: ${plural(content.gallery.length, "picture")} of the outside, the cabin and the cargo area.`,
  specifications: ({ title, content: { specs } }) =>
    `${title} specs: ${specs.engine}, ${specs.horsepower} hp, ${specs.transmission}, ${specs.drivetrain}, seats ${specs.seating}, curb weight ${number.format(specs.curb_weight_lb)} lb.`,
  performance: ({ title, content: { performance } }) =>
    `${title} performance: ${performance.horsepower} hp, ${performance.torque_lb_ft} lb-ft, 0-60 mph in about ${performance.zero_to_sixty_s} s and a top speed of about ${performance.top_speed_mph} mph (our estimates).`,
  interiors: ({ title, content }) =>
    `${title} interior: seats ${content.specs.seating}, the cabin and dashboard in pictures, and the editors' comfort and interior scores.`,
  safety: ({ title, content: { safety, safety_equipment: equipment } }) =>
    `${title} safety: ${safety.overall === null ? "no NHTSA overall rating published" : `${safety.overall} of 5 stars overall from NHTSA`}${safety.small_overlap === null ? "" : `, ${safety.small_overlap} in the IIHS small-overlap test`}, and ${plural(equipment.length, "standard safety feature")}.`,
  reliability: ({ title, content: { reliability } }) =>
    `${title} reliability: an estimated ${reliability.score} out of 5 (${reliability.verdict.toLowerCase()})${reliability.recalls === null ? "" : ` with ${plural(reliability.recalls, "recall")} on record`}.`,
  "user-reviews": ({ title, user_reviews: reviews }) =>
    reviews.count === 0 || reviews.average_rating === null
      ? `No owner has reviewed the ${title} yet: be the first to rate it.`
      : `${title} owner reviews: ${plural(reviews.count, "review")}, rated ${reviews.average_rating} out of 5 on average.`,
  "editor-review": ({ title, score }) => `Our ${title} review: pros, cons, verdict and the editors' score of ${score} out of 10.`,
  "car-compare": ({ title, content }) =>
    `Compare the ${title} with its rivals${content.editor_review.competitor_data.length ? `: ${content.editor_review.competitor_data.map((rival) => rival.title).join(", ")}` : ""}.`,
  "0to60": ({ title, content: { performance } }) =>
    `${title} 0-60 mph time: about ${performance.zero_to_sixty_s} seconds; quarter mile in about ${performance.quarter_mile_s} seconds (our estimates).`,
  "brochure-manuals": ({ title }) => `${title} brochure and owner's manual, with a spec sheet of every trim.`,
  mpg: ({ title, content: { mpg } }) =>
    `${title} fuel economy: ${mpg.city} city, ${mpg.highway} highway and ${mpg.combined} combined ${mpg.unit}; range about ${number.format(mpg.range_miles)} miles.`,
  dimensions: ({ title, content: { dimensions: d } }) =>
    `${title} dimensions: ${d.length_in} in long, ${d.width_in} in wide and ${d.height_in} in high on a ${d.wheelbase_in} in wheelbase.`,
  "trunk-space": (car) => cargoDescription(car),
  "cargo-space": (car) => cargoDescription(car),
  "towing-capacity": ({ title, content: { towing } }) =>
    towing.recommended
      ? `${title} towing capacity: up to ${number.format(towing.max_lb)} lb when properly equipped.`
      : `${title} towing: up to ${number.format(towing.max_lb)} lb, and towing is not recommended.`,
  cto: ({ title, content: { cto } }) =>
    `${title} 5-year cost to own: ${formatUsd(cto.total)} in depreciation, fuel, insurance, maintenance, repairs, taxes and fees.`,
  problems: ({ title, content: { problems } }) =>
    problems.length
      ? `${title} problems owners report: ${problems.map((problem) => problem.area.toLowerCase()).join(", ")}.`
      : `${title} problems: owners report no common trouble spots.`,
};

/** Trunk and cargo tabs are one page (one canonical, issue #27.9), so one description. */
function cargoDescription({ title, content: { cargo } }: CarData): string {
  const parts = [
    cargo.trunk_cu_ft === null ? null : `${cargo.trunk_cu_ft} cu ft of trunk space`,
    cargo.behind_second_row_cu_ft === null ? null : `${cargo.behind_second_row_cu_ft} cu ft behind the second row`,
    cargo.max_cu_ft === null ? null : `${cargo.max_cu_ft} cu ft with the seats folded`,
    cargo.bed_length_ft === null ? null : `a ${cargo.bed_length_ft} ft bed`,
  ].filter(Boolean);
  return `${title} cargo space: ${parts.join(", ")}.`;
}

/** "1 trim", "3 trims". */
function plural(count: number, noun: string): string {
  return `${number.format(count)} ${count === 1 ? noun : `${noun}s`}`;
}

/** The description of the car page's tab (the overview's for any other). */
export function carTabDescription(car: CarData, tab: string): string {
  const describe = Object.hasOwn(TAB_DESCRIPTIONS, tab) ? TAB_DESCRIPTIONS[tab as CarPageTab] : TAB_DESCRIPTIONS.overview;
  return describe(car);
}
