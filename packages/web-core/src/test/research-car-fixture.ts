// Test kit (imported by *.test.ts only): one research car as the API answers it, every tab's facts filled.
import type { CarData } from "@carmarket/api-client";

const TRIMS = [
  { name: "LE", family: "LE", msrp: 28_400, features: ["2.5L I4, 203 hp", "Automatic emergency braking"] },
  { name: "XLE", family: "XLE", msrp: 31_900, features: ["2.5L I4, 203 hp", "Heated front seats"] },
];

/** The 2024 Toyota RAV4, a compact SUV, as a car page receives it. */
export const RAV4: CarData = {
  id: 7,
  title: "2024 Toyota RAV4",
  url: "/toyota/rav4/2024",
  brand_name: "Toyota",
  brand_slug: "toyota",
  model_name: "RAV4",
  model_slug: "rav4",
  year: 2024,
  body_type: "suv",
  vehicle_class: "Compact SUV",
  score: 7.6,
  msrp_min: 28_400,
  image: "/api/images/suv/red/760x425.svg?view=side",
  new_car_path: "/toyota/rav4",
  model_years: [2025, 2024, 2023],
  has: { overview: true, versus: true, trims: true },
  user_reviews: { count: 2, average_rating: 4.5, reviews: [] },
  maker_sites: {
    site: { label: "toyota.com", url: "https://www.toyota.com/" },
    manuals: { label: "Toyota warranty and owner's manuals", url: "https://www.toyota.com/owners/warranty-owners-manuals/" },
  },
  content: {
    overview: { summary: "The 2024 Toyota RAV4 is a compact SUV with 203 hp.", msrp_min: 28_400, msrp_max: 31_900, body_type: "suv", vehicle_class: "Compact SUV", highlights: ["8.1 s 0–60 mph"] },
    specs: { engine: "2.5L I4", fuel: "Gasoline", horsepower: 203, torque_lb_ft: 184, transmission: "8-speed automatic", drivetrain: "AWD", curb_weight_lb: 3_490, seating: 5, fuel_tank_gal: 14, battery_kwh: null },
    performance: { zero_to_sixty_s: 8.1, quarter_mile_s: 16.1, top_speed_mph: 120, horsepower: 203, torque_lb_ft: 184 },
    mpg: { city: 27, highway: 34, combined: 30, unit: "MPG", range_miles: 420 },
    dimensions: { length_in: 180.9, width_in: 73, height_in: 67, wheelbase_in: 105.9, ground_clearance_in: 8.4 },
    cargo: { trunk_cu_ft: null, behind_second_row_cu_ft: 37.6, max_cu_ft: 69.8, bed_length_ft: null },
    towing: { max_lb: 1_500, recommended: true },
    safety: { overall: 5, front: 4, side: 5, rollover: 4, small_overlap: "Acceptable", moderate_overlap: "Good", side_iihs: "Good", roof_strength: "Good", headlights: "Good" },
    reliability: { score: 4.2, verdict: "Above average", recalls: 1 },
    safety_equipment: ["Automatic Emergency Braking", "Lane Keeping Assist"],
    sources: {
      published: "Toyota, 2019 RAV4 product information; engine: NHTSA vPIC; fuel economy: EPA",
      estimated: ["performance.zero_to_sixty_s", "performance.quarter_mile_s", "performance.top_speed_mph", "reliability.score", "cto.total"],
      method: "Estimated by CarMarket from the published power, curb weight, body, size, drive and fuel (ADR 273).",
    },
    problems: [{ area: "Brakes", reports: 12, summary: "Owners report occasional brake issues." }],
    trims: TRIMS,
    trim_families: [
      { family: "LE", trims: ["LE"], msrp_from: 28_400 },
      { family: "XLE", trims: ["XLE"], msrp_from: 31_900 },
    ],
    cto: { years: [], total: 41_250, method: "Base MSRP." },
    editor_review: {
      analysis_tabs: [],
      comment: "We recommend the XLE.",
      competitor_data: [],
      faq: [],
      overview: "The RAV4 competes in the compact SUV class.",
      review: [
        { title: "Interior", score: 7.4, text: "Interior: strong for the class." },
        { title: "Comfort", score: 7.1, text: "Comfort: strong for the class." },
        { title: "Value", score: 8, text: "Value: strong for the class." },
      ],
      trim_data: { recommended: "XLE", reason: "Best balance of equipment and price.", trims: TRIMS },
      author: "CarMarket Editors",
    },
    gallery: [{ path: "/api/images/suv/red/760x425.svg?view=side", tags: ["exterior", "side"], video_tag: null, poster: null }],
  },
};
