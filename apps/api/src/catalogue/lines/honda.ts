import type { ModelLine } from "../model-line.js";
import { ASSIST_SUITE, CONNECTED, engine, gas, hybrid, trim } from "./equipment.js";

// Figures: American Honda's specifications and features releases (hondanews.com, acuranews.com) for the model year
// each generation's `source` names; fuel economy: EPA (fueleconomy.gov), FWD unless the engine comes only with AWD.
// Honda Sensing (automatic emergency braking, adaptive cruise, lane keeping) is standard on these generations.

export const HONDA_LINES: readonly ModelLine[] = [
  {
    brand: "honda", name: "Civic", slug: "civic", vpic: { make: "Honda", models: ["Civic", "Civic Si"] }, body: "sedan", otherBodies: ["coupe", "hatchback"], vehicleClass: "Compact Car",
    years: [2018, 2025], weight: 4,
    generations: [
      {
        years: [2018, 2021], code: "FC/FK (10th generation)", source: "Honda, 2018 Civic Sedan specifications", msrpYear: 2018,
        dimensions: { length: 182.7, width: 70.8, height: 55.7, wheelbase: 106.3, groundClearance: 4.7 },
        seats: 5, cargo: { trunk: 15.1 }, fuelTankGal: 12.4, towingLb: 0, drives: ["FWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), null, null, 158, 138, "CVT", 2_771, [30, 38, 33]),
          engine("1.5", gas(1.5, 4), "turbo", null, 174, 162, "CVT", 2_906, [32, 42, 36]),
          engine("1.5si", gas(1.5, 4), "turbo", null, 205, 192, "6-Speed Manual", 2_889, [28, 38, 32]),
        ],
        trims: [
          trim("LX", 18_940, ["Bluetooth", "Backup Camera"], { engines: ["2.0"] }),
          trim("Sport", 21_300, ["Alloy Wheels", "Apple CarPlay", "Android Auto", "Keyless Entry"], { engines: ["2.0"] }),
          trim("EX", 21_750, ["Sunroof/Moonroof", "Heated Seats", "Remote Start"], { engines: ["2.0", "1.5"] }),
          trim("EX-L", 24_000, ["Leather Seats"], { engines: ["1.5"] }),
          trim("Si", 24_100, ["Apple CarPlay", "Android Auto", "Sunroof/Moonroof", "Premium Sound System"], { engines: ["1.5si"] }),
          trim("Touring", 26_700, ["Navigation System", "Premium Sound System"], { engines: ["1.5"] }),
        ],
      },
      {
        years: [2022, 2025], code: "FE/FL (11th generation)", source: "Honda, 2022 Civic Sedan specifications", msrpYear: 2022,
        dimensions: { length: 184.0, width: 70.9, height: 55.7, wheelbase: 107.7, groundClearance: 5.1 },
        seats: 5, cargo: { trunk: 14.8 }, fuelTankGal: 12.4, towingLb: 0, drives: ["FWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), null, null, 158, 138, "CVT", 2_877, [31, 40, 35]),
          engine("1.5", gas(1.5, 4), "turbo", null, 180, 177, "CVT", 2_989, [33, 42, 36]),
          engine("1.5si", gas(1.5, 4), "turbo", null, 200, 192, "6-Speed Manual", 2_952, [27, 37, 31]),
          engine("2.0h", hybrid(2.0, 4), null, "hybrid", 200, 232, "CVT", 3_150, [50, 47, 49]),
        ],
        trims: [
          trim("LX", 21_700, [...CONNECTED], { engines: ["2.0"] }),
          trim("Sport", 23_900, ["Alloy Wheels", "Remote Start"], { engines: ["2.0", "2.0h"] }),
          trim("EX", 26_000, ["Sunroof/Moonroof", "Heated Seats", "Blind Spot Monitoring"], { engines: ["1.5"] }),
          trim("Si", 27_300, ["Premium Sound System", "Sunroof/Moonroof"], { engines: ["1.5si"] }),
          trim("Touring", 28_950, ["Leather Seats", "Navigation System", "Premium Sound System", "Wireless Charging"], { engines: ["1.5", "2.0h"] }),
        ],
      },
    ],
  },
  {
    brand: "honda", name: "Accord", slug: "accord", vpic: { make: "Honda", models: ["Accord"] }, body: "sedan", vehicleClass: "Midsize Car",
    years: [2018, 2025], weight: 3,
    generations: [
      {
        years: [2018, 2022], code: "CV (10th generation)", source: "Honda, 2018 Accord Sedan specifications", msrpYear: 2018,
        dimensions: { length: 192.1, width: 73.3, height: 57.1, wheelbase: 111.4, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 16.7 }, fuelTankGal: 14.8, towingLb: 0, drives: ["FWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("1.5", gas(1.5, 4), "turbo", null, 192, 192, "CVT", 3_131, [30, 38, 33]),
          engine("2.0", gas(2.0, 4), "turbo", null, 252, 273, "10-Speed Automatic", 3_428, [22, 32, 26]),
          engine("2.0h", hybrid(2.0, 4), null, "hybrid", 212, 232, "CVT", 3_327, [48, 47, 48]),
        ],
        trims: [
          trim("LX", 23_570, [...CONNECTED], { engines: ["1.5"] }),
          trim("Sport", 25_780, ["Alloy Wheels"], { engines: ["1.5", "2.0"] }),
          trim("EX", 27_470, ["Sunroof/Moonroof", "Heated Seats", "Remote Start", "Blind Spot Monitoring"], { engines: ["1.5", "2.0h"] }),
          trim("EX-L", 29_970, ["Leather Seats", "Premium Sound System"], { engines: ["1.5", "2.0", "2.0h"] }),
          trim("Touring", 33_800, ["Navigation System", "Ventilated Seats", "Head-Up Display", "Wireless Charging"], { engines: ["1.5", "2.0", "2.0h"] }),
        ],
      },
      {
        years: [2023, 2025], code: "CY (11th generation)", source: "Honda, 2023 Accord specifications", msrpYear: 2023,
        dimensions: { length: 195.7, width: 73.3, height: 57.1, wheelbase: 111.4, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 16.7 }, fuelTankGal: 14.8, towingLb: 0, drives: ["FWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          engine("1.5", gas(1.5, 4), "turbo", null, 192, 192, "CVT", 3_239, [29, 37, 32]),
          engine("2.0h", hybrid(2.0, 4), null, "hybrid", 204, 247, "CVT", 3_446, [51, 44, 48]),
        ],
        trims: [
          trim("LX", 27_295, [...CONNECTED], { engines: ["1.5"] }),
          trim("EX", 29_610, ["Sunroof/Moonroof", "Heated Seats", "Remote Start"], { engines: ["1.5"] }),
          trim("Sport", 31_895, ["Alloy Wheels", "Wireless Charging"], { engines: ["2.0h"] }),
          trim("EX-L", 33_195, ["Leather Seats", "Premium Sound System"], { engines: ["2.0h"] }),
          trim("Sport-L", 33_745, ["Leather Seats", "Wireless Charging"], { engines: ["2.0h"] }),
          trim("Touring", 38_050, ["Navigation System", "Ventilated Seats", "Head-Up Display", "Premium Sound System"], { engines: ["2.0h"] }),
        ],
      },
    ],
  },
  {
    brand: "honda", name: "CR-V", slug: "cr-v", vpic: { make: "Honda", models: ["CR-V"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2025], weight: 4,
    generations: [
      {
        years: [2018, 2022], code: "RW (5th generation)", source: "Honda, 2018 CR-V specifications", msrpYear: 2018,
        dimensions: { length: 180.6, width: 73.0, height: 66.5, wheelbase: 104.7, groundClearance: 7.8 },
        seats: 5, cargo: { behindSecondRow: 39.2, max: 75.8 }, fuelTankGal: 14.0, towingLb: 1_500, drives: ["FWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("2.4", gas(2.4, 4), null, null, 184, 180, "CVT", 3_307, [26, 32, 28]),
          engine("1.5", gas(1.5, 4), "turbo", null, 190, 179, "CVT", 3_421, [28, 34, 30]),
          engine("2.0h", hybrid(2.0, 4), null, "hybrid", 212, 232, "CVT", 3_763, [40, 35, 38], { drives: ["AWD"] }),
        ],
        trims: [
          trim("LX", 24_150, ["Bluetooth", "Backup Camera"], { engines: ["2.4", "1.5"] }),
          trim("EX", 27_250, ["Apple CarPlay", "Android Auto", "Sunroof/Moonroof", "Heated Seats", "Remote Start", "Automatic Emergency Braking", "Adaptive Cruise Control", "Lane Keeping Assist", "Blind Spot Monitoring"], { engines: ["1.5", "2.0h"] }),
          trim("EX-L", 29_750, ["Leather Seats", "Power Liftgate", "Premium Sound System"], { engines: ["1.5", "2.0h"] }),
          trim("Touring", 32_750, ["Navigation System", "Wireless Charging"], { engines: ["1.5", "2.0h"] }),
        ],
      },
      {
        years: [2023, 2025], code: "RS (6th generation)", source: "Honda, 2023 CR-V specifications", msrpYear: 2023,
        dimensions: { length: 184.8, width: 73.5, height: 66.5, wheelbase: 106.3, groundClearance: 7.8 },
        seats: 5, cargo: { behindSecondRow: 39.3, max: 76.5 }, fuelTankGal: 14.0, towingLb: 1_500, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          engine("1.5", gas(1.5, 4), "turbo", null, 190, 179, "CVT", 3_501, [28, 34, 30]),
          engine("2.0h", hybrid(2.0, 4), null, "hybrid", 204, 247, "CVT", 3_774, [43, 36, 40]),
        ],
        trims: [
          trim("LX", 29_500, [...CONNECTED], { engines: ["1.5"] }),
          trim("EX", 31_610, ["Heated Seats", "Sunroof/Moonroof", "Remote Start"], { engines: ["1.5"] }),
          trim("Sport", 32_450, ["Alloy Wheels", "Power Liftgate"], { engines: ["2.0h"] }),
          trim("EX-L", 34_150, ["Leather Seats", "Power Liftgate", "Wireless Charging"], { engines: ["1.5"] }),
          trim("Sport Touring", 38_850, ["Leather Seats", "Navigation System", "Premium Sound System", "Heated Steering Wheel"], { engines: ["2.0h"] }),
        ],
      },
    ],
  },
  {
    brand: "honda", name: "Pilot", slug: "pilot", vpic: { make: "Honda", models: ["Pilot"] }, body: "suv", vehicleClass: "Midsize SUV",
    years: [2018, 2025], weight: 1.5,
    generations: [
      {
        years: [2018, 2022], code: "YF6 (3rd generation)", source: "Honda, 2019 Pilot specifications", msrpYear: 2019,
        dimensions: { length: 196.5, width: 78.6, height: 70.6, wheelbase: 111.0, groundClearance: 7.3 },
        seats: 8, cargo: { behindSecondRow: 46.8, max: 83.9 }, fuelTankGal: 19.5, towingLb: 5_000, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [engine("3.5", gas(3.5, 6), null, null, 280, 262, "9-Speed Automatic", 4_036, [20, 27, 23])],
        trims: [
          trim("LX", 31_450, [...CONNECTED, "Third Row Seating"]),
          trim("EX", 34_520, ["Alloy Wheels", "Heated Seats", "Remote Start", "Blind Spot Monitoring"]),
          trim("EX-L", 37_940, ["Leather Seats", "Sunroof/Moonroof", "Power Liftgate"]),
          trim("Touring", 42_620, ["Navigation System", "Premium Sound System"]),
          trim("Elite", 48_120, ["Ventilated Seats", "Heated Steering Wheel", "Wireless Charging"]),
        ],
      },
      {
        years: [2023, 2025], code: "YG1 (4th generation)", source: "Honda, 2023 Pilot specifications", msrpYear: 2023,
        dimensions: { length: 199.9, width: 78.5, height: 71.0, wheelbase: 113.8, groundClearance: 7.3 },
        seats: 8, cargo: { behindSecondRow: 48.4, max: 87.0 }, fuelTankGal: 19.5, towingLb: 5_000, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [engine("3.5", gas(3.5, 6), null, null, 285, 262, "10-Speed Automatic", 4_345, [19, 27, 22])],
        trims: [
          trim("Sport", 37_090, [...CONNECTED, "Third Row Seating", "Heated Seats"]),
          trim("EX-L", 41_650, ["Leather Seats", "Sunroof/Moonroof", "Power Liftgate", "Wireless Charging"]),
          trim("Touring", 45_250, ["Navigation System", "Premium Sound System"]),
          trim("TrailSport", 48_450, ["Tow Package"], { drives: ["AWD"] }),
          trim("Elite", 52_080, ["Ventilated Seats", "Heated Steering Wheel", "Head-Up Display"], { drives: ["AWD"] }),
        ],
      },
    ],
  },
  {
    brand: "honda", name: "Odyssey", slug: "odyssey", vpic: { make: "Honda", models: ["Odyssey"] }, body: "van", vehicleClass: "Minivan",
    years: [2018, 2025], weight: 1,
    generations: [
      {
        years: [2018, 2025], code: "RL6 (5th generation)", source: "Honda, 2018 Odyssey specifications", msrpYear: 2018,
        dimensions: { length: 203.2, width: 78.5, height: 69.6, wheelbase: 118.1, groundClearance: 4.5 },
        seats: 8, cargo: { behindSecondRow: 86.6, max: 140.7 }, fuelTankGal: 19.5, towingLb: 3_000, drives: ["FWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [engine("3.5", gas(3.5, 6), null, null, 280, 262, "10-Speed Automatic", 4_354, [19, 28, 22])],
        trims: [
          trim("LX", 29_990, ["Bluetooth", "Backup Camera", "Third Row Seating"]),
          trim("EX", 33_860, ["Apple CarPlay", "Android Auto", "Heated Seats", "Remote Start", "Automatic Emergency Braking", "Adaptive Cruise Control", "Lane Keeping Assist", "Blind Spot Monitoring"]),
          trim("EX-L", 37_360, ["Leather Seats", "Sunroof/Moonroof", "Power Liftgate"]),
          trim("Touring", 44_510, ["Navigation System", "Premium Sound System"]),
          trim("Elite", 46_670, ["Ventilated Seats", "Heated Steering Wheel", "Wireless Charging"]),
        ],
      },
    ],
  },
  {
    brand: "acura", name: "TLX", slug: "tlx", vpic: { make: "Acura", models: ["TLX"] }, body: "sedan", vehicleClass: "Midsize Luxury Car",
    years: [2018, 2025], weight: 1,
    generations: [
      {
        years: [2018, 2020], code: "UB1 (1st generation, 2018 update)", source: "Acura, 2018 TLX specifications", msrpYear: 2018,
        dimensions: { length: 190.3, width: 73.0, height: 57.0, wheelbase: 109.3, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 13.2 }, fuelTankGal: 17.2, towingLb: 0, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.4", gas(2.4, 4), null, null, 206, 182, "8-Speed Dual-Clutch", 3_536, [23, 33, 27], { drives: ["FWD"] }),
          engine("3.5", gas(3.5, 6), null, null, 290, 267, "9-Speed Automatic", 3_752, [20, 31, 24]),
        ],
        trims: [
          trim("Base", 33_000, [...CONNECTED, "Leather Seats", "Sunroof/Moonroof"], { vpic: ["FWD"] }),
          trim("Technology", 36_950, ["Navigation System", "Premium Sound System", "Blind Spot Monitoring"], { vpic: ["TECH"] }),
          trim("A-Spec", 42_700, ["Heated Seats", "Heated Steering Wheel", "Ventilated Seats"], { engines: ["3.5"] }),
          trim("Advance", 44_750, ["Ventilated Seats", "Remote Start", "360-Degree Camera"], { engines: ["3.5"] }),
        ],
      },
      {
        years: [2021, 2025], code: "UB5 (2nd generation)", source: "Acura, 2021 TLX specifications", msrpYear: 2021,
        dimensions: { length: 194.6, width: 75.2, height: 56.4, wheelbase: 113.0, groundClearance: 4.9 },
        seats: 5, cargo: { trunk: 13.5 }, fuelTankGal: 17.2, towingLb: 0, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), "turbo", null, 272, 280, "10-Speed Automatic", 3_709, [22, 31, 25]),
          engine("3.0", gas(3.0, 6), "turbo", null, 355, 354, "10-Speed Automatic", 4_221, [19, 25, 21], { drives: ["AWD"] }),
        ],
        trims: [
          trim("Base", 37_500, [...CONNECTED, "Leather Seats", "Sunroof/Moonroof", "Heated Seats"], { engines: ["2.0"] }),
          trim("Technology", 41_750, ["Navigation System", "Premium Sound System"], { engines: ["2.0"], vpic: ["TECH"] }),
          trim("A-Spec", 45_750, ["Ventilated Seats", "Wireless Charging"], { engines: ["2.0"] }),
          trim("Advance", 47_750, ["Head-Up Display", "Heated Steering Wheel", "360-Degree Camera"], { engines: ["2.0"] }),
          trim("Type S", 52_300, ["Head-Up Display", "Ventilated Seats", "Premium Sound System"], { engines: ["3.0"], vpic: ["TYPE-S"] }),
        ],
      },
    ],
  },
];
