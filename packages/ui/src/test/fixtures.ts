// Story and test fixtures (never part of the published build): local images, so stories need no network.
import type { Listing } from "@carmarket/listing";

/** Builds an SVG data URI: a car silhouette on a coloured background. */
function carPicture(background: string, label = ""): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 150"><rect width="220" height="150" fill="${background}"/><path d="M30 100 L55 70 L150 70 L185 100 Z" fill="#fff" opacity=".85"/><circle cx="65" cy="105" r="14" fill="#222"/><circle cx="160" cy="105" r="14" fill="#222"/><text x="110" y="40" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The default picture used by stories. */
export const sampleCarImage = carPicture("#3a6ea5");

/** A used car with every card field (§3), priced below its market value. */
export const usedListing: Listing = {
  _id: "1HGCM82633A004352",
  vin_name: "2021 Honda Civic EX Sedan",
  year: 2021,
  brand_name: "Honda",
  model_name: "Civic",
  trim_name: "EX",
  is_new: false,
  price: 19750,
  dealer_price: 19750,
  expected_price: 21000,
  mileage: 28450,
  fuel_economy: 35.46,
  dist: 20000,
  main_picture: sampleCarImage,
  save_car_count: 12,
  dealer_name: "Portland Honda",
  city_name: "Portland",
  state_name: "OR",
};

/** A new car without a dealer price: the card falls back to its MSRP (§9). */
export const newListingWithMsrp: Listing = {
  _id: "5YJ3E1EA7KF317000",
  vin_name: "2024 Toyota Camry SE",
  year: 2024,
  is_new: true,
  price: 0,
  msrp: 31000,
  fuel_economy: 32,
  dist: 1609.34,
  main_picture: carPicture("#7a3e9d"),
  save_car_count: 0,
  dealer_name: "Camry Central",
};

/** `count` distinct used cars for carousels and lists. */
export function manyListings(count: number): Listing[] {
  const colours = ["#3a6ea5", "#a53a3a", "#3aa55b", "#a5893a", "#5b3aa5", "#3a9aa5"];
  return Array.from({ length: count }, (_, i) => ({
    ...usedListing,
    _id: `VIN${String(i + 1).padStart(14, "0")}`,
    vin_name: `${2015 + (i % 9)} Honda Civic ${["LX", "EX", "Sport", "Touring"][i % 4]} #${i + 1}`,
    price: 15000 + i * 850,
    dealer_price: 15000 + i * 850,
    main_picture: carPicture(colours[i % colours.length]!, `#${i + 1}`),
  }));
}
