import type { ModelLine } from "../model-line.js";
import { ASSIST_SUITE, AEB_ONLY, CONNECTED, trim } from "./equipment.js";

// Figures: Ford Motor Company's specification sheets and order guides (media.ford.com) for the model year named in
// each generation's `source`; fuel economy: EPA (fueleconomy.gov), 4x2 or FWD unless the engine comes only with 4x4.

export const FORD_LINES: readonly ModelLine[] = [
  {
    brand: "ford", name: "F-150", slug: "f-150", vpic: { make: "Ford", models: ["F-150"] }, body: "pickup-truck", vehicleClass: "Full-size Pickup",
    years: [2018, 2025], weight: 8,
    generations: [
      {
        years: [2018, 2020], code: "P552 (13th generation, 2018 update)", source: "Ford, 2018 F-150 technical specifications", msrpYear: 2018,
        dimensions: { length: 231.9, width: 79.9, height: 75.6, wheelbase: 145.0, groundClearance: 9.4 },
        seats: 6, cargo: { bedFt: [5.5, 6.5, 8] }, fuelTankGal: 26, towingLb: 13_200, drives: ["RWD", "4WD"],
        cabs: ["Regular Cab", "SuperCab", "SuperCrew"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          { id: "3.3", match: { displacementL: 3.3, cylinders: 6, fuel: "Gasoline" }, induction: null, electrification: null, hp: 290, torqueLbFt: 265, transmission: "6-Speed Automatic", curbWeightLb: 4_470, epa: { city: 19, highway: 25, combined: 21 } },
          { id: "2.7", match: { displacementL: 2.7, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 325, torqueLbFt: 400, transmission: "10-Speed Automatic", curbWeightLb: 4_640, epa: { city: 20, highway: 26, combined: 22 } },
          { id: "5.0", match: { displacementL: 5.0, cylinders: 8, fuel: "Gasoline" }, induction: null, electrification: null, hp: 395, torqueLbFt: 400, transmission: "10-Speed Automatic", curbWeightLb: 4_900, epa: { city: 17, highway: 23, combined: 19 } },
          { id: "3.5", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 375, torqueLbFt: 470, transmission: "10-Speed Automatic", curbWeightLb: 4_950, epa: { city: 18, highway: 25, combined: 20 } },
          { id: "3.5ho", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 450, torqueLbFt: 510, transmission: "10-Speed Automatic", curbWeightLb: 5_700, epa: { city: 15, highway: 18, combined: 16 }, drives: ["4WD"] },
          { id: "3.0d", match: { displacementL: 3.0, cylinders: 6, fuel: "Diesel" }, induction: "turbo", electrification: null, hp: 250, torqueLbFt: 440, transmission: "10-Speed Automatic", curbWeightLb: 5_200, epa: { city: 22, highway: 30, combined: 25 } },
        ],
        trims: [
          trim("XL", 27_705, [...CONNECTED.filter((e) => e === "Backup Camera" || e === "Bluetooth")], { engines: ["3.3", "2.7", "5.0", "3.5"] }),
          trim("XLT", 35_190, ["Apple CarPlay", "Android Auto", "Keyless Entry", "Alloy Wheels", "Tow Package"], { engines: ["3.3", "2.7", "5.0", "3.5", "3.0d"] }),
          trim("Lariat", 41_585, ["Leather Seats", "Heated Seats", "Remote Start", "Blind Spot Monitoring", "Premium Sound System"], { engines: ["2.7", "5.0", "3.5", "3.0d"] }),
          trim("King Ranch", 51_795, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel", "Sunroof/Moonroof"], { engines: ["5.0", "3.5", "3.0d"] }),
          trim("Platinum", 54_325, ["Adaptive Cruise Control", "Automatic Emergency Braking", "360-Degree Camera", "Power Liftgate"], { engines: ["5.0", "3.5", "3.0d"] }),
          trim("Limited", 61_570, ["Lane Keeping Assist"], { engines: ["3.5ho"], drives: ["4WD"] }),
          trim("Raptor", 49_520, ["Heated Seats", "Keyless Entry", "Apple CarPlay", "Android Auto", "Alloy Wheels"], { engines: ["3.5ho"], drives: ["4WD"] }),
        ],
      },
      {
        years: [2021, 2023], code: "P702 (14th generation)", source: "Ford, 2021 F-150 technical specifications", msrpYear: 2021,
        dimensions: { length: 231.7, width: 79.9, height: 77.2, wheelbase: 145.4, groundClearance: 9.4 },
        seats: 6, cargo: { bedFt: [5.5, 6.5, 8] }, fuelTankGal: 26, towingLb: 14_000, drives: ["RWD", "4WD"],
        cabs: ["Regular Cab", "SuperCab", "SuperCrew"], safety: [...AEB_ONLY, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          { id: "3.3", match: { displacementL: 3.3, cylinders: 6, fuel: "Gasoline" }, induction: null, electrification: null, hp: 290, torqueLbFt: 265, transmission: "10-Speed Automatic", curbWeightLb: 4_705, epa: { city: 20, highway: 24, combined: 21 } },
          { id: "2.7", match: { displacementL: 2.7, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 325, torqueLbFt: 400, transmission: "10-Speed Automatic", curbWeightLb: 4_800, epa: { city: 20, highway: 26, combined: 22 } },
          { id: "5.0", match: { displacementL: 5.0, cylinders: 8, fuel: "Gasoline" }, induction: null, electrification: null, hp: 400, torqueLbFt: 410, transmission: "10-Speed Automatic", curbWeightLb: 5_000, epa: { city: 17, highway: 24, combined: 19 } },
          { id: "3.5", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 400, torqueLbFt: 500, transmission: "10-Speed Automatic", curbWeightLb: 5_050, epa: { city: 18, highway: 24, combined: 20 } },
          { id: "3.5h", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: true }, induction: "twin-turbo", electrification: "hybrid", hp: 430, torqueLbFt: 570, transmission: "10-Speed Automatic", curbWeightLb: 5_550, epa: { city: 25, highway: 26, combined: 25 } },
          { id: "3.5ho", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 450, torqueLbFt: 510, transmission: "10-Speed Automatic", curbWeightLb: 5_850, epa: { city: 15, highway: 18, combined: 16 }, drives: ["4WD"] },
          { id: "5.2sc", match: { displacementL: 5.2, cylinders: 8, fuel: "Gasoline" }, induction: "supercharged", electrification: null, hp: 700, torqueLbFt: 640, transmission: "10-Speed Automatic", curbWeightLb: 6_050, epa: { city: 10, highway: 15, combined: 12 }, drives: ["4WD"] },
        ],
        trims: [
          trim("XL", 28_940, ["Bluetooth", "Apple CarPlay", "Android Auto"], { engines: ["3.3", "2.7", "5.0", "3.5"] }),
          trim("XLT", 36_825, ["Keyless Entry", "Alloy Wheels", "Tow Package"], { engines: ["2.7", "5.0", "3.5", "3.5h"] }),
          trim("Lariat", 46_885, ["Leather Seats", "Heated Seats", "Remote Start", "Power Liftgate", "Premium Sound System"], { engines: ["2.7", "5.0", "3.5", "3.5h"] }),
          trim("Tremor", 49_565, ["Heated Seats", "Remote Start"], { engines: ["3.5"], drives: ["4WD"] }),
          trim("King Ranch", 56_975, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel", "Adaptive Cruise Control"], { engines: ["5.0", "3.5", "3.5h"] }),
          trim("Platinum", 59_405, ["Sunroof/Moonroof", "360-Degree Camera", "Lane Keeping Assist", "Wireless Charging"], { engines: ["5.0", "3.5", "3.5h"] }),
          trim("Limited", 71_630, ["Head-Up Display"], { engines: ["3.5h"], drives: ["4WD"] }),
          trim("Raptor", 64_145, ["Heated Seats", "Keyless Entry", "Alloy Wheels", "Premium Sound System"], { engines: ["3.5ho"], drives: ["4WD"] }),
          trim("Raptor R", 109_145, ["Leather Seats", "Ventilated Seats", "Navigation System", "360-Degree Camera"], { engines: ["5.2sc"], drives: ["4WD"] }),
        ],
      },
      {
        years: [2024, 2025], code: "P702 (14th generation, 2024 update)", source: "Ford, 2024 F-150 technical specifications", msrpYear: 2024,
        dimensions: { length: 231.7, width: 79.9, height: 77.2, wheelbase: 145.4, groundClearance: 9.4 },
        seats: 6, cargo: { bedFt: [5.5, 6.5, 8] }, fuelTankGal: 26, towingLb: 13_500, drives: ["RWD", "4WD"],
        cabs: ["Regular Cab", "SuperCab", "SuperCrew"], safety: [...AEB_ONLY, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          { id: "2.7", match: { displacementL: 2.7, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 325, torqueLbFt: 400, transmission: "10-Speed Automatic", curbWeightLb: 4_800, epa: { city: 19, highway: 25, combined: 21 } },
          { id: "5.0", match: { displacementL: 5.0, cylinders: 8, fuel: "Gasoline" }, induction: null, electrification: null, hp: 400, torqueLbFt: 410, transmission: "10-Speed Automatic", curbWeightLb: 5_000, epa: { city: 17, highway: 24, combined: 19 } },
          { id: "3.5", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 400, torqueLbFt: 500, transmission: "10-Speed Automatic", curbWeightLb: 5_050, epa: { city: 18, highway: 24, combined: 20 } },
          { id: "3.5h", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: true }, induction: "twin-turbo", electrification: "hybrid", hp: 430, torqueLbFt: 570, transmission: "10-Speed Automatic", curbWeightLb: 5_550, epa: { city: 23, highway: 23, combined: 23 } },
          { id: "3.5ho", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 450, torqueLbFt: 510, transmission: "10-Speed Automatic", curbWeightLb: 5_850, epa: { city: 15, highway: 18, combined: 16 }, drives: ["4WD"] },
          { id: "5.2sc", match: { displacementL: 5.2, cylinders: 8, fuel: "Gasoline" }, induction: "supercharged", electrification: null, hp: 720, torqueLbFt: 640, transmission: "10-Speed Automatic", curbWeightLb: 6_050, epa: { city: 10, highway: 14, combined: 12 }, drives: ["4WD"] },
        ],
        trims: [
          trim("XL", 36_570, ["Bluetooth", "Apple CarPlay", "Android Auto", "Adaptive Cruise Control"], { engines: ["2.7", "5.0"] }),
          trim("STX", 43_290, ["Alloy Wheels", "Keyless Entry"], { engines: ["2.7", "5.0"] }),
          trim("XLT", 47_230, ["Tow Package", "Remote Start"], { engines: ["2.7", "5.0", "3.5", "3.5h"] }),
          trim("Lariat", 62_385, ["Leather Seats", "Heated Seats", "Power Liftgate", "Premium Sound System", "Wireless Charging"], { engines: ["2.7", "5.0", "3.5", "3.5h"] }),
          trim("Tremor", 64_770, ["Heated Seats", "Remote Start"], { engines: ["3.5"], drives: ["4WD"] }),
          trim("King Ranch", 71_475, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel", "360-Degree Camera"], { engines: ["5.0", "3.5", "3.5h"] }),
          trim("Platinum", 73_630, ["Sunroof/Moonroof", "Lane Keeping Assist"], { engines: ["5.0", "3.5", "3.5h"] }),
          trim("Raptor", 78_330, ["Leather Seats", "Heated Seats", "Premium Sound System", "Alloy Wheels"], { engines: ["3.5ho"], drives: ["4WD"] }),
          trim("Raptor R", 110_095, ["Ventilated Seats", "Navigation System", "360-Degree Camera"], { engines: ["5.2sc"], drives: ["4WD"] }),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Mustang", slug: "mustang", vpic: { make: "Ford", models: ["Mustang"] }, body: "coupe", otherBodies: ["convertible"], vehicleClass: "Sports Car",
    years: [2018, 2025], weight: 1,
    generations: [
      {
        years: [2018, 2023], code: "S550 (2018 update)", source: "Ford, 2018 Mustang technical specifications", msrpYear: 2018,
        dimensions: { length: 188.5, width: 75.4, height: 54.3, wheelbase: 107.1, groundClearance: 5.2 },
        seats: 4, cargo: { trunk: 13.5 }, fuelTankGal: 15.5, towingLb: 0, drives: ["RWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 310, torqueLbFt: 350, transmission: "10-Speed Automatic", curbWeightLb: 3_532, epa: { city: 21, highway: 32, combined: 25 } },
          { id: "5.0", match: { displacementL: 5.0, cylinders: 8, fuel: "Gasoline" }, induction: null, electrification: null, hp: 460, torqueLbFt: 420, transmission: "6-Speed Manual", curbWeightLb: 3_705, epa: { city: 15, highway: 24, combined: 18 } },
          { id: "5.2", match: { displacementL: 5.2, cylinders: 8, fuel: "Gasoline" }, induction: null, electrification: null, hp: 526, torqueLbFt: 429, transmission: "6-Speed Manual", curbWeightLb: 3_841, epa: { city: 14, highway: 21, combined: 16 } },
        ],
        trims: [
          trim("EcoBoost", 25_585, ["Bluetooth", "Keyless Entry", "Alloy Wheels"], { engines: ["2.3"], vpic: ["I4"] }),
          trim("EcoBoost Premium", 30_585, ["Leather Seats", "Heated Seats", "Apple CarPlay", "Android Auto", "Premium Sound System"], { engines: ["2.3"], vpic: ["I4"] }),
          trim("GT", 35_095, ["Remote Start"], { engines: ["5.0"] }),
          trim("GT Premium", 39_095, ["Ventilated Seats", "Navigation System", "Blind Spot Monitoring"], { engines: ["5.0"] }),
          trim("Shelby GT350", 57_240, ["Navigation System", "Premium Sound System"], { engines: ["5.2"], vpic: ["Shelby"] }),
        ],
      },
      {
        years: [2024, 2025], code: "S650 (7th generation)", source: "Ford, 2024 Mustang technical specifications", msrpYear: 2024,
        dimensions: { length: 189.4, width: 75.5, height: 55.1, wheelbase: 107.0, groundClearance: 5.2 },
        seats: 4, cargo: { trunk: 13.5 }, fuelTankGal: 16.0, towingLb: 0, drives: ["RWD"], safety: ASSIST_SUITE, nhtsaOverall: null,
        engines: [
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 315, torqueLbFt: 350, transmission: "10-Speed Automatic", curbWeightLb: 3_588, epa: { city: 22, highway: 33, combined: 26 } },
          { id: "5.0", match: { displacementL: 5.0, cylinders: 8, fuel: "Gasoline" }, induction: null, electrification: null, hp: 480, torqueLbFt: 415, transmission: "10-Speed Automatic", curbWeightLb: 3_838, epa: { city: 15, highway: 24, combined: 18 } },
        ],
        trims: [
          trim("EcoBoost", 30_920, [...CONNECTED, "Alloy Wheels", "Blind Spot Monitoring"], { engines: ["2.3"] }),
          trim("EcoBoost Premium", 36_920, ["Leather Seats", "Heated Seats", "Premium Sound System", "Wireless Charging"], { engines: ["2.3"] }),
          trim("GT", 42_495, ["Remote Start"], { engines: ["5.0"] }),
          trim("GT Premium", 48_495, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel"], { engines: ["5.0"] }),
          trim("Dark Horse", 59_565, ["Navigation System", "Premium Sound System"], { engines: ["5.0"] }),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Maverick", slug: "maverick", vpic: { make: "Ford", models: ["Maverick"] }, body: "pickup-truck", vehicleClass: "Compact Pickup",
    years: [2022, 2025], weight: 1,
    generations: [
      {
        years: [2022, 2025], code: "P758 (1st generation)", source: "Ford, 2022 Maverick technical specifications", msrpYear: 2022,
        dimensions: { length: 199.7, width: 72.6, height: 68.7, wheelbase: 121.1, groundClearance: 8.3 },
        seats: 5, cargo: { bedFt: [4.5] }, fuelTankGal: 13.8, towingLb: 4_000, drives: ["FWD", "AWD"], cabs: ["SuperCrew"], safety: AEB_ONLY, nhtsaOverall: null,
        engines: [
          { id: "2.5h", match: { displacementL: 2.5, cylinders: 4, hybrid: true }, induction: null, electrification: "hybrid", hp: 191, torqueLbFt: 155, transmission: "CVT", curbWeightLb: 3_674, epa: { city: 42, highway: 33, combined: 37 }, drives: ["FWD"] },
          { id: "2.0", match: { displacementL: 2.0, cylinders: 4, fuel: "Gasoline", hybrid: false }, induction: "turbo", electrification: null, hp: 250, torqueLbFt: 277, transmission: "8-Speed Automatic", curbWeightLb: 3_731, epa: { city: 23, highway: 30, combined: 26 } },
        ],
        trims: [
          trim("XL", 19_995, ["Bluetooth", "Apple CarPlay", "Android Auto", "Backup Camera"]),
          trim("XLT", 22_280, ["Alloy Wheels", "Keyless Entry"]),
          trim("Lariat", 26_985, ["Leather Seats", "Heated Seats", "Wireless Charging", "Remote Start"]),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Transit Connect", slug: "transit-connect", vpic: { make: "Ford", models: ["Transit Connect"] }, body: "van", vehicleClass: "Cargo Van",
    years: [2018, 2023], weight: 0.5,
    generations: [
      {
        years: [2018, 2023], code: "V408 (2nd generation, 2019 update)", source: "Ford, 2019 Transit Connect technical specifications", msrpYear: 2019,
        dimensions: { length: 189.7, width: 72.2, height: 72.9, wheelbase: 120.6, groundClearance: 6.0 },
        seats: 2, cargo: { behindSecondRow: 128.6, max: 128.6 }, fuelTankGal: 15.8, towingLb: 2_000, drives: ["FWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          { id: "2.0", match: { displacementL: 2.0, cylinders: 4, fuel: "Gasoline" }, induction: null, electrification: null, hp: 162, torqueLbFt: 144, transmission: "8-Speed Automatic", curbWeightLb: 3_795, epa: { city: 24, highway: 27, combined: 25 } },
          { id: "2.5", match: { displacementL: 2.5, cylinders: 4, fuel: "Gasoline" }, induction: null, electrification: null, hp: 169, torqueLbFt: 171, transmission: "6-Speed Automatic", curbWeightLb: 3_860, epa: { city: 20, highway: 27, combined: 22 } },
        ],
        trims: [
          trim("XL", 25_590, ["Bluetooth", "Backup Camera"]),
          trim("XLT", 27_695, ["Keyless Entry", "Apple CarPlay", "Android Auto"]),
          trim("Titanium", 30_890, ["Alloy Wheels", "Heated Seats", "Leather Seats"]),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Escape", slug: "escape", vpic: { make: "Ford", models: ["Escape"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2019], code: "C520 (3rd generation, 2017 update)", source: "Ford, 2018 Escape technical specifications", msrpYear: 2018,
        dimensions: { length: 178.1, width: 72.4, height: 66.3, wheelbase: 105.9, groundClearance: 7.9 },
        seats: 5, cargo: { behindSecondRow: 34.0, max: 68.0 }, fuelTankGal: 15.7, towingLb: 3_500, drives: ["FWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          { id: "2.5", match: { displacementL: 2.5, cylinders: 4, fuel: "Gasoline" }, induction: null, electrification: null, hp: 168, torqueLbFt: 170, transmission: "6-Speed Automatic", curbWeightLb: 3_500, epa: { city: 21, highway: 29, combined: 24 }, drives: ["FWD"] },
          { id: "1.5", match: { displacementL: 1.5, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 179, torqueLbFt: 177, transmission: "6-Speed Automatic", curbWeightLb: 3_560, epa: { city: 23, highway: 30, combined: 26 } },
          { id: "2.0", match: { displacementL: 2.0, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 245, torqueLbFt: 275, transmission: "6-Speed Automatic", curbWeightLb: 3_700, epa: { city: 22, highway: 29, combined: 25 } },
        ],
        trims: [
          trim("S", 23_940, ["Bluetooth", "Backup Camera"], { engines: ["2.5"] }),
          trim("SE", 26_880, ["Alloy Wheels", "Keyless Entry", "Heated Seats", "Apple CarPlay", "Android Auto"], { engines: ["1.5", "2.0"] }),
          trim("SEL", 29_140, ["Leather Seats", "Remote Start", "Power Liftgate"], { engines: ["1.5", "2.0"] }),
          trim("Titanium", 31_940, ["Navigation System", "Premium Sound System", "Blind Spot Monitoring"], { engines: ["1.5", "2.0"] }),
        ],
      },
      {
        years: [2020, 2025], code: "CX482 (4th generation)", source: "Ford, 2020 Escape technical specifications", msrpYear: 2020,
        dimensions: { length: 180.5, width: 74.1, height: 66.1, wheelbase: 106.7, groundClearance: 7.8 },
        seats: 5, cargo: { behindSecondRow: 37.5, max: 65.4 }, fuelTankGal: 14.8, towingLb: 3_500, drives: ["FWD", "AWD"], safety: [...AEB_ONLY, "Lane Keeping Assist", "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          { id: "1.5", match: { displacementL: 1.5, cylinders: 3, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 180, torqueLbFt: 199, transmission: "8-Speed Automatic", curbWeightLb: 3_299, epa: { city: 27, highway: 33, combined: 30 } },
          { id: "2.0", match: { displacementL: 2.0, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 250, torqueLbFt: 280, transmission: "8-Speed Automatic", curbWeightLb: 3_623, epa: { city: 23, highway: 31, combined: 26 }, drives: ["AWD"] },
          { id: "2.5h", match: { displacementL: 2.5, cylinders: 4, hybrid: true }, induction: null, electrification: "hybrid", hp: 200, torqueLbFt: 155, transmission: "CVT", curbWeightLb: 3_598, epa: { city: 44, highway: 37, combined: 41 } },
        ],
        trims: [
          trim("S", 24_885, [...CONNECTED], { engines: ["1.5"] }),
          trim("SE", 27_095, ["Alloy Wheels", "Heated Seats", "Remote Start"], { engines: ["1.5", "2.5h"] }),
          trim("SEL", 29_255, ["Leather Seats", "Power Liftgate", "Adaptive Cruise Control"], { engines: ["1.5", "2.0", "2.5h"] }),
          trim("Titanium", 33_400, ["Navigation System", "Premium Sound System", "Wireless Charging", "Head-Up Display"], { engines: ["2.0", "2.5h"] }),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Explorer", slug: "explorer", vpic: { make: "Ford", models: ["Explorer"] }, body: "suv", vehicleClass: "Midsize SUV",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2019], code: "U502 (5th generation, 2016 update)", source: "Ford, 2018 Explorer technical specifications", msrpYear: 2018,
        dimensions: { length: 198.3, width: 78.9, height: 70.7, wheelbase: 112.8, groundClearance: 7.6 },
        seats: 7, cargo: { behindSecondRow: 43.9, max: 81.7 }, fuelTankGal: 18.6, towingLb: 5_000, drives: ["FWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: 4,
        engines: [
          { id: "3.5", match: { displacementL: 3.5, cylinders: 6, fuel: "Gasoline" }, induction: null, electrification: null, hp: 290, torqueLbFt: 255, transmission: "6-Speed Automatic", curbWeightLb: 4_462, epa: { city: 17, highway: 24, combined: 19 } },
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 280, torqueLbFt: 310, transmission: "6-Speed Automatic", curbWeightLb: 4_390, epa: { city: 19, highway: 27, combined: 22 } },
        ],
        trims: [
          trim("Base", 32_140, ["Bluetooth", "Backup Camera", "Third Row Seating"], { engines: ["3.5", "2.3"] }),
          trim("XLT", 34_220, ["Alloy Wheels", "Keyless Entry", "Apple CarPlay", "Android Auto"], { engines: ["3.5", "2.3"] }),
          trim("Limited", 42_505, ["Leather Seats", "Heated Seats", "Power Liftgate", "Navigation System", "Premium Sound System"], { engines: ["3.5", "2.3"] }),
        ],
      },
      {
        years: [2020, 2025], code: "U625 (6th generation)", source: "Ford, 2020 Explorer technical specifications", msrpYear: 2020,
        dimensions: { length: 198.8, width: 78.9, height: 69.9, wheelbase: 119.1, groundClearance: 7.9 },
        seats: 7, cargo: { behindSecondRow: 47.9, max: 87.8 }, fuelTankGal: 17.9, towingLb: 5_600, drives: ["RWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 4,
        engines: [
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 300, torqueLbFt: 310, transmission: "10-Speed Automatic", curbWeightLb: 4_345, epa: { city: 21, highway: 28, combined: 24 } },
          { id: "3.0", match: { displacementL: 3.0, cylinders: 6, fuel: "Gasoline", hybrid: false }, induction: "twin-turbo", electrification: null, hp: 400, torqueLbFt: 415, transmission: "10-Speed Automatic", curbWeightLb: 4_701, epa: { city: 18, highway: 24, combined: 20 }, drives: ["AWD"] },
          { id: "3.3h", match: { displacementL: 3.3, cylinders: 6, hybrid: true }, induction: null, electrification: "hybrid", hp: 318, torqueLbFt: 322, transmission: "10-Speed Automatic", curbWeightLb: 4_722, epa: { city: 27, highway: 29, combined: 28 } },
        ],
        trims: [
          trim("Base", 32_765, [...CONNECTED, "Third Row Seating"], { engines: ["2.3"] }),
          trim("XLT", 36_675, ["Alloy Wheels", "Heated Seats", "Power Liftgate"], { engines: ["2.3"] }),
          trim("Limited", 48_130, ["Leather Seats", "Navigation System", "Premium Sound System", "Remote Start", "Heated Steering Wheel"], { engines: ["2.3", "3.3h"] }),
          trim("ST", 54_740, ["Sunroof/Moonroof", "Wireless Charging"], { engines: ["3.0"] }),
          trim("Platinum", 58_250, ["Ventilated Seats", "360-Degree Camera"], { engines: ["3.0", "3.3h"] }),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Bronco", slug: "bronco", vpic: { make: "Ford", models: ["Bronco"] }, body: "suv", vehicleClass: "Off-road SUV",
    years: [2021, 2025], weight: 1,
    generations: [
      {
        years: [2021, 2025], code: "U725 (6th generation)", source: "Ford, 2021 Bronco technical specifications", msrpYear: 2021,
        dimensions: { length: 189.4, width: 75.9, height: 73.0, wheelbase: 116.1, groundClearance: 8.3 },
        seats: 5, cargo: { behindSecondRow: 35.6, max: 77.6 }, fuelTankGal: 20.8, towingLb: 3_500, drives: ["4WD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 300, torqueLbFt: 325, transmission: "10-Speed Automatic", curbWeightLb: 4_499, epa: { city: 20, highway: 21, combined: 20 } },
          { id: "2.7", match: { displacementL: 2.7, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 330, torqueLbFt: 415, transmission: "10-Speed Automatic", curbWeightLb: 4_700, epa: { city: 18, highway: 20, combined: 19 } },
          { id: "3.0", match: { displacementL: 3.0, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 418, torqueLbFt: 440, transmission: "10-Speed Automatic", curbWeightLb: 5_733, epa: { city: 15, highway: 16, combined: 15 } },
        ],
        trims: [
          trim("Base", 28_500, ["Bluetooth", "Apple CarPlay", "Android Auto", "Backup Camera"], { engines: ["2.3"] }),
          trim("Big Bend", 33_385, ["Alloy Wheels", "Keyless Entry", "Remote Start"], { engines: ["2.3", "2.7"] }),
          trim("Black Diamond", 36_050, [], { engines: ["2.3", "2.7"] }),
          trim("Outer Banks", 39_375, ["Leather Seats", "Heated Seats", "Blind Spot Monitoring"], { engines: ["2.3", "2.7"] }),
          trim("Badlands", 42_005, ["Premium Sound System"], { engines: ["2.3", "2.7"] }),
          trim("Wildtrak", 48_875, ["Navigation System"], { engines: ["2.7"] }),
          trim("Raptor", 68_500, ["Leather Seats", "Heated Steering Wheel", "360-Degree Camera"], { engines: ["3.0"] }),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Mustang Mach-E", slug: "mustang-mach-e", vpic: { make: "Ford", models: ["Mustang Mach-E"] }, body: "suv", vehicleClass: "Electric SUV",
    years: [2021, 2025], weight: 0.6,
    generations: [
      {
        years: [2021, 2025], code: "CX727 (1st generation)", source: "Ford, 2021 Mustang Mach-E technical specifications", msrpYear: 2021,
        dimensions: { length: 185.6, width: 74.1, height: 63.5, wheelbase: 117.5, groundClearance: 5.7 },
        seats: 5, cargo: { behindSecondRow: 29.7, max: 59.7 }, fuelTankGal: null, towingLb: 0, drives: ["RWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          { id: "sr", match: { fuel: "Electric" }, induction: null, electrification: "electric", motors: 1, hp: 266, torqueLbFt: 317, transmission: "1-Speed Automatic", curbWeightLb: 4_394, epa: { city: 105, highway: 93, combined: 100 }, rangeMi: 230, batteryKwh: 68, drives: ["RWD"] },
          { id: "er-awd", match: { fuel: "Electric" }, induction: null, electrification: "electric", motors: 2, hp: 346, torqueLbFt: 428, transmission: "1-Speed Automatic", curbWeightLb: 4_838, epa: { city: 96, highway: 84, combined: 90 }, rangeMi: 270, batteryKwh: 88, drives: ["AWD"] },
          { id: "gt", match: { fuel: "Electric" }, induction: null, electrification: "electric", motors: 2, hp: 480, torqueLbFt: 600, transmission: "1-Speed Automatic", curbWeightLb: 4_989, epa: { city: 90, highway: 76, combined: 84 }, rangeMi: 270, batteryKwh: 88, drives: ["AWD"] },
        ],
        trims: [
          trim("Select", 43_995, [...CONNECTED, "Heated Seats"], { engines: ["sr", "er-awd"] }),
          trim("Premium", 50_800, ["Leather Seats", "Power Liftgate", "Premium Sound System", "360-Degree Camera"], { engines: ["sr", "er-awd"] }),
          trim("California Route 1", 52_400, ["Sunroof/Moonroof"], { engines: ["sr"] }),
          trim("GT", 61_995, ["Heated Steering Wheel"], { engines: ["gt"] }),
        ],
      },
    ],
  },
  {
    brand: "ford", name: "Ranger", slug: "ranger", vpic: { make: "Ford", models: ["Ranger"] }, body: "pickup-truck", vehicleClass: "Midsize Pickup",
    years: [2019, 2025], weight: 1,
    generations: [
      {
        years: [2019, 2023], code: "P375 (5th generation in the US)", source: "Ford, 2019 Ranger technical specifications", msrpYear: 2019,
        dimensions: { length: 210.8, width: 73.3, height: 71.5, wheelbase: 126.8, groundClearance: 8.9 },
        seats: 5, cargo: { bedFt: [5, 6] }, fuelTankGal: 18.0, towingLb: 7_500, drives: ["RWD", "4WD"], cabs: ["SuperCab", "SuperCrew"], safety: AEB_ONLY, nhtsaOverall: 4,
        engines: [
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 270, torqueLbFt: 310, transmission: "10-Speed Automatic", curbWeightLb: 4_145, epa: { city: 21, highway: 26, combined: 23 } },
        ],
        trims: [
          trim("XL", 24_300, ["Bluetooth", "Backup Camera"]),
          trim("XLT", 28_160, ["Alloy Wheels", "Keyless Entry", "Blind Spot Monitoring", "Apple CarPlay", "Android Auto"]),
          trim("Lariat", 32_250, ["Leather Seats", "Heated Seats", "Navigation System", "Adaptive Cruise Control", "Remote Start"]),
        ],
      },
      {
        years: [2024, 2025], code: "P703 (6th generation in the US)", source: "Ford, 2024 Ranger technical specifications", msrpYear: 2024,
        dimensions: { length: 210.8, width: 75.5, height: 73.9, wheelbase: 127.0, groundClearance: 9.0 },
        seats: 5, cargo: { bedFt: [5] }, fuelTankGal: 18.0, towingLb: 7_500, drives: ["RWD", "4WD"], cabs: ["SuperCrew"], safety: ASSIST_SUITE, nhtsaOverall: null,
        engines: [
          { id: "2.3", match: { displacementL: 2.3, cylinders: 4, fuel: "Gasoline" }, induction: "turbo", electrification: null, hp: 270, torqueLbFt: 310, transmission: "10-Speed Automatic", curbWeightLb: 4_441, epa: { city: 20, highway: 25, combined: 22 } },
          { id: "2.7", match: { displacementL: 2.7, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 315, torqueLbFt: 400, transmission: "10-Speed Automatic", curbWeightLb: 4_700, epa: { city: 18, highway: 23, combined: 20 } },
          { id: "3.0", match: { displacementL: 3.0, cylinders: 6, fuel: "Gasoline" }, induction: "twin-turbo", electrification: null, hp: 405, torqueLbFt: 430, transmission: "10-Speed Automatic", curbWeightLb: 5_500, epa: { city: 14, highway: 15, combined: 14 }, drives: ["4WD"] },
        ],
        trims: [
          trim("XL", 33_080, [...CONNECTED]),
          trim("XLT", 36_935, ["Alloy Wheels", "Blind Spot Monitoring", "Remote Start"], { engines: ["2.3", "2.7"] }),
          trim("Lariat", 47_105, ["Leather Seats", "Heated Seats", "Premium Sound System", "Wireless Charging"], { engines: ["2.3", "2.7"] }),
          trim("Raptor", 56_960, ["Heated Steering Wheel", "360-Degree Camera"], { engines: ["3.0"] }),
        ],
      },
    ],
  },
];
