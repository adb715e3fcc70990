import type { ModelLine } from "../model-line.js";
import { AEB_ONLY, CONNECTED, diesel, engine, gas, hybrid, trim } from "./equipment.js";

// Figures: Stellantis (FCA US) specifications as published in its US media site (media.stellantisnorthamerica.com)
// for the model year each generation's `source` names; fuel economy: EPA (fueleconomy.gov), 4x2 unless the engine
// comes only with 4x4. Heavy-duty pickups and the ProMaster are above 8,500 lb GVWR: the EPA does not rate them.

/** The Cummins 6.7 and the Hurricane 3.0 are in-line sixes. */
const INLINE = { layout: "I" } as const;

export const STELLANTIS_LINES: readonly ModelLine[] = [
  {
    brand: "jeep", name: "Wrangler", slug: "wrangler", vpic: { make: "Jeep", models: ["Wrangler", "Wrangler JK"] }, body: "suv", vehicleClass: "Off-road SUV",
    years: [2018, 2025], weight: 3,
    generations: [
      {
        years: [2018, 2025], code: "JL (4th generation)", source: "Jeep, 2018 Wrangler specifications", msrpYear: 2018,
        dimensions: { length: 188.4, width: 73.8, height: 73.6, wheelbase: 118.4, groundClearance: 10.9 },
        seats: 5, cargo: { behindSecondRow: 31.7, max: 72.4 }, fuelTankGal: 21.5, towingLb: 3_500, drives: ["4WD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 285, 260, "8-Speed Automatic", 4_439, [18, 23, 20]),
          engine("2.0", gas(2.0, 4), "turbo", null, 270, 295, "8-Speed Automatic", 4_400, [21, 24, 22]),
          engine("3.0d", diesel(3.0, 6), "turbo", null, 260, 442, "8-Speed Automatic", 4_862, [22, 29, 25]),
          engine("2.0p", hybrid(2.0, 4), "turbo", "plug-in hybrid", 375, 470, "8-Speed Automatic", 5_096, [20, 20, 20]),
          engine("6.4", gas(6.4, 8), null, null, 470, 470, "8-Speed Automatic", 5_103, [13, 17, 14]),
        ],
        trims: [
          trim("Sport", 28_045, ["Bluetooth", "Backup Camera"], { engines: ["3.6", "2.0"] }),
          trim("Sport S", 31_295, ["Alloy Wheels", "Keyless Entry"], { engines: ["3.6", "2.0", "3.0d"] }),
          trim("Sahara", 37_345, ["Apple CarPlay", "Android Auto", "Remote Start", "Blind Spot Monitoring"], { engines: ["3.6", "2.0", "3.0d", "2.0p"] }),
          trim("Rubicon", 38_045, ["Heated Seats", "Tow Package"], { engines: ["3.6", "2.0", "3.0d", "2.0p", "6.4"] }),
        ],
      },
    ],
  },
  {
    brand: "jeep", name: "Grand Cherokee", slug: "grand-cherokee", vpic: { make: "Jeep", models: ["Grand Cherokee"] }, body: "suv", vehicleClass: "Midsize SUV",
    years: [2018, 2025], weight: 2.5,
    generations: [
      {
        years: [2018, 2021], code: "WK2 (4th generation)", source: "Jeep, 2018 Grand Cherokee specifications", msrpYear: 2018,
        dimensions: { length: 189.8, width: 76.5, height: 69.3, wheelbase: 114.8, groundClearance: 8.6 },
        seats: 5, cargo: { behindSecondRow: 36.3, max: 68.3 }, fuelTankGal: 24.6, towingLb: 7_200, drives: ["RWD", "4WD"], safety: ["Backup Camera"], nhtsaOverall: 4,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 293, 260, "8-Speed Automatic", 4_513, [19, 26, 21]),
          engine("5.7", gas(5.7, 8), null, null, 360, 390, "8-Speed Automatic", 4_850, [14, 22, 17]),
          engine("6.4", gas(6.4, 8), null, null, 475, 470, "8-Speed Automatic", 5_150, [13, 19, 15], { drives: ["4WD"] }),
        ],
        trims: [
          trim("Laredo", 31_945, ["Bluetooth", "Backup Camera", "Keyless Entry", "Alloy Wheels"], { engines: ["3.6"] }),
          trim("Limited", 39_095, ["Leather Seats", "Heated Seats", "Power Liftgate", "Remote Start", "Apple CarPlay", "Android Auto"], { engines: ["3.6", "5.7"] }),
          trim("Trailhawk", 43_395, ["Tow Package"], { engines: ["3.6", "5.7"], drives: ["4WD"] }),
          trim("Overland", 45_695, ["Navigation System", "Sunroof/Moonroof", "Ventilated Seats", "Blind Spot Monitoring"], { engines: ["3.6", "5.7"] }),
          trim("Summit", 52_495, ["Premium Sound System", "Adaptive Cruise Control", "Automatic Emergency Braking"], { engines: ["3.6", "5.7"] }),
          trim("SRT", 68_395, ["Premium Sound System", "Navigation System"], { engines: ["6.4"] }),
        ],
      },
      {
        years: [2022, 2025], code: "WL (5th generation)", source: "Jeep, 2022 Grand Cherokee specifications", msrpYear: 2022,
        dimensions: { length: 193.5, width: 77.5, height: 70.8, wheelbase: 116.7, groundClearance: 8.4 },
        seats: 5, cargo: { behindSecondRow: 37.7, max: 70.8 }, fuelTankGal: 23.0, towingLb: 6_200, drives: ["RWD", "4WD"], safety: [...AEB_ONLY, "Adaptive Cruise Control", "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 293, 260, "8-Speed Automatic", 4_500, [19, 26, 22]),
          engine("5.7", gas(5.7, 8), null, null, 357, 390, "8-Speed Automatic", 4_900, [14, 22, 17]),
          engine("2.0p", hybrid(2.0, 4), "turbo", "plug-in hybrid", 375, 470, "8-Speed Automatic", 5_350, [23, 23, 23], { drives: ["4WD"] }),
        ],
        trims: [
          trim("Laredo", 39_185, [...CONNECTED, "Alloy Wheels"], { engines: ["3.6"] }),
          trim("Limited", 46_430, ["Leather Seats", "Heated Seats", "Power Liftgate", "Remote Start"], { engines: ["3.6"] }),
          trim("Trailhawk", 54_660, ["Tow Package"], { engines: ["3.6", "2.0p"], drives: ["4WD"] }),
          trim("Overland", 57_270, ["Navigation System", "Sunroof/Moonroof", "Ventilated Seats"], { engines: ["3.6", "5.7", "2.0p"] }),
          trim("Summit", 60_940, ["Premium Sound System", "Head-Up Display", "360-Degree Camera"], { engines: ["3.6", "5.7", "2.0p"] }),
        ],
      },
    ],
  },
  {
    brand: "jeep", name: "Gladiator", slug: "gladiator", vpic: { make: "Jeep", models: ["Gladiator"] }, body: "pickup-truck", vehicleClass: "Midsize Pickup",
    years: [2020, 2025], weight: 0.8,
    generations: [
      {
        years: [2020, 2025], code: "JT (1st generation)", source: "Jeep, 2020 Gladiator specifications", msrpYear: 2020,
        dimensions: { length: 218.0, width: 73.8, height: 75.0, wheelbase: 137.3, groundClearance: 11.1 },
        seats: 5, cargo: { bedFt: [5] }, fuelTankGal: 22.0, towingLb: 7_650, drives: ["4WD"], cabs: ["Crew Cab"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 285, 260, "8-Speed Automatic", 4_650, [16, 23, 19]),
          engine("3.0d", diesel(3.0, 6), "turbo", null, 260, 442, "8-Speed Automatic", 5_100, [22, 28, 24]),
        ],
        trims: [
          trim("Sport", 33_545, ["Bluetooth", "Backup Camera"], { engines: ["3.6"] }),
          trim("Sport S", 36_745, ["Alloy Wheels", "Keyless Entry", "Apple CarPlay", "Android Auto"], { engines: ["3.6", "3.0d"] }),
          trim("Overland", 40_395, ["Remote Start", "Blind Spot Monitoring"], { engines: ["3.6", "3.0d"] }),
          trim("Mojave", 43_875, ["Leather Seats", "Heated Seats"], { engines: ["3.6", "3.0d"] }),
          trim("Rubicon", 43_545, ["Heated Seats", "Tow Package"], { engines: ["3.6", "3.0d"] }),
        ],
      },
    ],
  },
  {
    brand: "ram", name: "1500", slug: "1500", vpic: { make: "Ram", models: ["1500"] }, body: "pickup-truck", vehicleClass: "Full-size Pickup",
    years: [2019, 2025], weight: 4,
    generations: [
      {
        years: [2019, 2024], code: "DT (5th generation)", source: "Ram, 2019 Ram 1500 specifications", msrpYear: 2019,
        dimensions: { length: 232.9, width: 82.1, height: 77.6, wheelbase: 144.6, groundClearance: 8.7 },
        seats: 6, cargo: { bedFt: [5.6, 6.3] }, fuelTankGal: 26.0, towingLb: 12_750, drives: ["RWD", "4WD"], cabs: ["Quad Cab", "Crew Cab"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 305, 269, "8-Speed Automatic", 4_798, [20, 25, 22]),
          engine("5.7", gas(5.7, 8), null, null, 395, 410, "8-Speed Automatic", 5_100, [17, 22, 19]),
          engine("3.0d", diesel(3.0, 6), "turbo", null, 260, 480, "8-Speed Automatic", 5_400, [23, 33, 26]),
          engine("6.2sc", gas(6.2, 8), "supercharged", null, 702, 650, "8-Speed Automatic", 6_350, [10, 14, 12], { drives: ["4WD"] }),
        ],
        trims: [
          trim("Tradesman", 31_695, ["Bluetooth", "Backup Camera"], { engines: ["3.6", "5.7", "3.0d"] }),
          trim("Big Horn", 35_795, ["Alloy Wheels", "Keyless Entry", "Apple CarPlay", "Android Auto"], { engines: ["3.6", "5.7", "3.0d"], vpic: ["Lone Star"] }),
          trim("Rebel", 44_695, ["Tow Package", "Remote Start"], { engines: ["3.6", "5.7", "3.0d"], drives: ["4WD"] }),
          trim("Laramie", 40_345, ["Leather Seats", "Heated Seats", "Premium Sound System", "Blind Spot Monitoring"], { engines: ["3.6", "5.7", "3.0d"] }),
          trim("Longhorn", 52_645, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel"], { engines: ["5.7", "3.0d"] }),
          trim("Limited", 53_995, ["Ventilated Seats", "Navigation System", "Sunroof/Moonroof", "Adaptive Cruise Control"], { engines: ["5.7", "3.0d"] }),
          trim("TRX", 69_995, ["Leather Seats", "Heated Seats", "Navigation System", "Premium Sound System"], { engines: ["6.2sc"] }),
        ],
      },
      {
        years: [2025, 2025], code: "DT (5th generation, 2025 update)", source: "Ram, 2025 Ram 1500 specifications", msrpYear: 2025,
        dimensions: { length: 232.9, width: 82.1, height: 77.6, wheelbase: 144.6, groundClearance: 8.7 },
        seats: 6, cargo: { bedFt: [5.6, 6.3] }, fuelTankGal: 26.0, towingLb: 11_580, drives: ["RWD", "4WD"], cabs: ["Quad Cab", "Crew Cab"], safety: AEB_ONLY, nhtsaOverall: 5,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 305, 269, "8-Speed Automatic", 4_850, [20, 25, 22]),
          engine("3.0", gas(3.0, 6, INLINE), "twin-turbo", null, 420, 469, "8-Speed Automatic", 5_100, [17, 24, 20]),
        ],
        trims: [
          trim("Tradesman", 40_275, [...CONNECTED], { engines: ["3.6", "3.0"] }),
          trim("Big Horn", 44_665, ["Alloy Wheels", "Remote Start"], { engines: ["3.6", "3.0"] }),
          trim("Laramie", 57_540, ["Leather Seats", "Heated Seats", "Premium Sound System"], { engines: ["3.0"] }),
          trim("Rebel", 60_620, ["Tow Package", "Heated Seats"], { engines: ["3.0"], drives: ["4WD"] }),
          trim("Limited", 72_035, ["Ventilated Seats", "Navigation System", "Sunroof/Moonroof", "Head-Up Display"], { engines: ["3.0"] }),
        ],
      },
    ],
  },
  {
    brand: "ram", name: "2500", slug: "2500", vpic: { make: "Ram", models: ["2500"] }, body: "pickup-truck", vehicleClass: "Heavy-duty Pickup",
    years: [2019, 2025], weight: 1.5,
    generations: [
      {
        years: [2019, 2025], code: "DJ (5th generation)", source: "Ram, 2019 Ram Heavy Duty specifications", msrpYear: 2019,
        dimensions: { length: 238.8, width: 79.1, height: 79.4, wheelbase: 149.0, groundClearance: 8.3 },
        seats: 6, cargo: { bedFt: [6.3, 8] }, fuelTankGal: 31.0, towingLb: 19_680, drives: ["RWD", "4WD"], cabs: ["Regular Cab", "Crew Cab", "Mega Cab"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          engine("6.4", gas(6.4, 8), null, null, 410, 429, "8-Speed Automatic", 6_400, null),
          engine("6.7d", diesel(6.7, 6, INLINE), "turbo", null, 370, 850, "6-Speed Automatic", 7_300, null),
        ],
        trims: [
          trim("Tradesman", 33_395, ["Bluetooth", "Backup Camera", "Tow Package"]),
          trim("Big Horn", 38_195, ["Alloy Wheels", "Keyless Entry", "Apple CarPlay", "Android Auto"], { vpic: ["Lone Star"] }),
          trim("Power Wagon", 53_695, ["Remote Start"], { engines: ["6.4"], drives: ["4WD"] }),
          trim("Laramie", 47_545, ["Leather Seats", "Heated Seats", "Premium Sound System", "Blind Spot Monitoring"]),
          trim("Longhorn", 58_745, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel"]),
          trim("Limited", 62_495, ["Ventilated Seats", "Navigation System", "Sunroof/Moonroof", "Adaptive Cruise Control"]),
        ],
      },
    ],
  },
  {
    brand: "ram", name: "ProMaster", slug: "promaster", vpic: { make: "Ram", models: ["ProMaster 1500", "ProMaster 2500", "ProMaster 3500"] }, body: "van", vehicleClass: "Cargo Van",
    years: [2018, 2025], weight: 0.6,
    generations: [
      {
        years: [2018, 2025], code: "VF (1st generation in the US)", source: "Ram, 2019 ProMaster specifications", msrpYear: 2019,
        dimensions: { length: 213.0, width: 79.4, height: 90.4, wheelbase: 136.0, groundClearance: 6.9 },
        seats: 2, cargo: { behindSecondRow: 262.0, max: 262.0 }, fuelTankGal: 24.0, towingLb: 6_800, drives: ["FWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [engine("3.6", gas(3.6, 6), null, null, 280, 260, "9-Speed Automatic", 4_400, null)],
        trims: [
          trim("1500 Low Roof", 31_495, ["Bluetooth", "Backup Camera"], { vpic: ["1500"] }),
          trim("2500 High Roof", 34_995, ["Keyless Entry"], { vpic: ["2500"] }),
          trim("3500 High Roof", 37_195, ["Tow Package"], { vpic: ["3500"] }),
        ],
      },
    ],
  },
  {
    brand: "chrysler", name: "Pacifica", slug: "pacifica", vpic: { make: "Chrysler", models: ["Pacifica"] }, body: "van", vehicleClass: "Minivan",
    years: [2018, 2025], weight: 1,
    generations: [
      {
        years: [2018, 2025], code: "RU (2nd generation)", source: "Chrysler, 2018 Pacifica specifications", msrpYear: 2018,
        dimensions: { length: 203.8, width: 79.6, height: 69.9, wheelbase: 121.6, groundClearance: 5.1 },
        seats: 7, cargo: { behindSecondRow: 87.5, max: 140.5 }, fuelTankGal: 19.0, towingLb: 3_600, drives: ["FWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 287, 262, "9-Speed Automatic", 4_330, [19, 28, 22]),
          engine("3.6p", hybrid(3.6, 6), null, "plug-in hybrid", 260, 262, "CVT", 4_943, [30, 30, 30], { drives: ["FWD"] }),
        ],
        trims: [
          trim("L", 26_995, ["Bluetooth", "Backup Camera", "Third Row Seating"], { engines: ["3.6"] }),
          trim("LX", 29_995, ["Keyless Entry", "Alloy Wheels"], { engines: ["3.6"] }),
          trim("Touring", 33_995, ["Apple CarPlay", "Android Auto", "Power Liftgate", "Remote Start"], { engines: ["3.6", "3.6p"] }),
          trim("Touring L", 36_495, ["Leather Seats", "Heated Seats", "Blind Spot Monitoring"], { engines: ["3.6", "3.6p"] }),
          trim("Limited", 43_495, ["Navigation System", "Premium Sound System", "Ventilated Seats", "Sunroof/Moonroof"], { engines: ["3.6", "3.6p"] }),
          trim("Pinnacle", 49_995, ["360-Degree Camera", "Heated Steering Wheel"], { engines: ["3.6", "3.6p"] }),
        ],
      },
    ],
  },
  {
    brand: "dodge", name: "Charger", slug: "charger", vpic: { make: "Dodge", models: ["Charger"] }, body: "sedan", vehicleClass: "Full-size Car",
    years: [2018, 2023], weight: 1,
    generations: [
      {
        years: [2018, 2023], code: "LD (7th generation)", source: "Dodge, 2018 Charger specifications", msrpYear: 2018,
        dimensions: { length: 200.8, width: 75.0, height: 58.3, wheelbase: 120.2, groundClearance: 5.2 },
        seats: 5, cargo: { trunk: 16.5 }, fuelTankGal: 18.5, towingLb: 1_000, drives: ["RWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("3.6", gas(3.6, 6), null, null, 292, 260, "8-Speed Automatic", 3_934, [19, 30, 23]),
          engine("5.7", gas(5.7, 8), null, null, 370, 395, "8-Speed Automatic", 4_253, [16, 25, 19], { drives: ["RWD"] }),
          engine("6.4", gas(6.4, 8), null, null, 485, 475, "8-Speed Automatic", 4_335, [15, 24, 18], { drives: ["RWD"] }),
          engine("6.2sc", gas(6.2, 8), "supercharged", null, 707, 650, "8-Speed Automatic", 4_575, [12, 21, 15], { drives: ["RWD"] }),
        ],
        trims: [
          trim("SXT", 28_495, ["Bluetooth", "Backup Camera", "Keyless Entry", "Alloy Wheels"], { engines: ["3.6"] }),
          trim("GT", 30_495, ["Apple CarPlay", "Android Auto", "Remote Start"], { engines: ["3.6"] }),
          trim("R/T", 35_495, ["Premium Sound System"], { engines: ["5.7"] }),
          trim("Scat Pack", 39_995, ["Heated Seats"], { engines: ["6.4"] }),
          trim("SRT Hellcat", 66_295, ["Leather Seats", "Heated Seats", "Ventilated Seats", "Navigation System"], { engines: ["6.2sc"], vpic: ["Hellcat"] }),
        ],
      },
    ],
  },
];
