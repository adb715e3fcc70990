import type { CarData, ResearchContent } from "./research.js";

const trim = { name: "LE", family: "LE", msrp: 28_400, features: ["Adaptive cruise control"] };

/** One model-year's research content, as the docs show it. */
const researchContentExample: ResearchContent = {
  overview: { summary: "A roomy, frugal midsize sedan.", msrp_min: 28_400, msrp_max: 36_900, body_type: "sedan", vehicle_class: "Midsize car", highlights: ["Hybrid only"] },
  specs: { engine: "2.5L I4 hybrid", fuel: "Hybrid", horsepower: 225, torque_lb_ft: 163, transmission: "CVT", drivetrain: "FWD", curb_weight_lb: 3_400, seating: 5, fuel_tank_gal: 13.2, battery_kwh: null },
  performance: { zero_to_sixty_s: 7.2, quarter_mile_s: 15.6, top_speed_mph: 115, horsepower: 225, torque_lb_ft: 163 },
  mpg: { city: 51, highway: 49, combined: 50, unit: "MPG", range_miles: 660 },
  dimensions: { length_in: 193.5, width_in: 72.4, height_in: 56.9, wheelbase_in: 111.2, ground_clearance_in: 5.7 },
  cargo: { trunk_cu_ft: 15.1, behind_second_row_cu_ft: null, max_cu_ft: null, bed_length_ft: null },
  towing: { max_lb: 1_000, recommended: false },
  safety: { overall: 5, front: null, side: null, rollover: null, small_overlap: null, moderate_overlap: null, side_iihs: null, roof_strength: null, headlights: null },
  reliability: { score: 3.9, verdict: "Average", recalls: null },
  safety_equipment: ["Automatic Emergency Braking", "Adaptive Cruise Control", "Lane Keeping Assist"],
  sources: { published: "Toyota, 2025 Camry product information; EPA", estimated: ["performance.zero_to_sixty_s", "performance.top_speed_mph"], method: "Estimated by CarMarket from power, weight, body and drive (ADR 273)." },
  problems: [{ area: "Infotainment", reports: 12, summary: "Screen freezes after updates." }],
  trims: [trim],
  trim_families: [{ family: "LE", trims: ["LE"], msrp_from: 28_400 }],
  cto: { years: [{ year: 1, depreciation: 4_000, fuel: 900, insurance: 1_500, maintenance: 300, repairs: 0, taxes_fees: 2_100, total: 8_800 }], total: 8_800, method: "Five years, 15,000 miles a year." },
  editor_review: {
    analysis_tabs: [{ title: "Pros", content: ["50 mpg combined"] }],
    comment: "The default pick for a reason.",
    competitor_data: [],
    faq: [{ question: "Is it a hybrid?", answer: "Every trim is." }],
    overview: "Quiet, thrifty and roomy.",
    review: [{ title: "Comfort", score: 8, text: "A calm ride." }],
    trim_data: { recommended: "LE", reason: "It has what most need.", trims: [trim] },
    author: "Priya Raman",
  },
  gallery: [{ path: "/api/images/research/toyota-camry-2025/side.svg", tags: ["exterior"], video_tag: null, poster: null }],
};

/** A research car, as GET /inventory/car/data/{id} answers it. */
export const carDataExample: CarData = {
  id: 7,
  title: "2025 Toyota Camry",
  url: "/toyota/camry/2025",
  brand_name: "Toyota",
  brand_slug: "toyota",
  model_name: "Camry",
  model_slug: "camry",
  year: 2025,
  body_type: "sedan",
  vehicle_class: "Midsize car",
  score: 8.6,
  msrp_min: 28_400,
  image: "/api/images/research/toyota-camry-2025/side.svg",
  content: researchContentExample,
  has: { overview: true, versus: true, trims: true },
  new_car_path: "/toyota/camry",
  model_years: [2025, 2024],
  user_reviews: { count: 0, average_rating: null, reviews: [] },
  maker_sites: {
    site: { label: "toyota.com", url: "https://www.toyota.com/" },
    manuals: { label: "Toyota warranty and owner's manuals", url: "https://www.toyota.com/owners/warranty-owners-manuals/" },
  },
};
