import type { PickerBrand, PickerModel } from "./picker-types.js";

/** Brands with sale flags: no brand is certified, so the Certified Cars tab never shows. */
export const BRANDS: PickerBrand[] = [
  { id: 1, name: "Toyota", slug: "toyota", isUsed: true, isNew: true },
  { id: 2, name: "Honda", slug: "honda", isUsed: true, isNew: true },
  { id: 3, name: "Ford", slug: "ford", isUsed: true },
  { id: 4, name: "Land Rover", slug: "land-rover", isUsed: true },
  { id: 5, name: "Mercedes-Benz", slug: "mercedes-benz", isNew: true },
  { id: 6, name: "Tesla", slug: "tesla", isNew: true },
];

export const TOYOTA = { name: "Toyota", slug: "toyota" };

/** Toyota models: some with years (a year step), one plain link; body styles for the desktop tabs. */
export const MODELS: PickerModel[] = [
  {
    id: 11,
    name: "Camry",
    url: "/toyota/camry",
    group: "Sedan",
    years: [
      { name: "2024", url: "/toyota/camry/2024" },
      { name: "2023", url: "/toyota/camry/2023" },
    ],
  },
  { id: 12, name: "Corolla", url: "/toyota/corolla", group: "Sedan", years: [{ name: "2024", url: "/toyota/corolla/2024" }] },
  { id: 13, name: "RAV4", url: "/toyota/rav4", group: "SUV", years: [{ name: "2024", url: "/toyota/rav4/2024" }] },
  { id: 14, name: "Tacoma", url: "/toyota/tacoma", group: "Pickup Truck", years: [{ name: "2024", url: "/toyota/tacoma/2024" }] },
  { id: 15, name: "Sienna", url: "/toyota/sienna", group: "Van" },
];

/** Six body styles: more than four tabs, so the desktop strip fades (§2.5, §9). */
export const MANY_STYLE_MODELS: PickerModel[] = [
  ...MODELS,
  { id: 16, name: "GR86", url: "/toyota/gr86", group: "Coupe", years: [{ name: "2024", url: "/toyota/gr86/2024" }] },
  { id: 17, name: "Prius", url: "/toyota/prius", group: "Hatchback", years: [{ name: "2024", url: "/toyota/prius/2024" }] },
];
