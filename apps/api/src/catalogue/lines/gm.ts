import type { ModelLine } from "../model-line.js";
import { AEB_ONLY, ASSIST_SUITE, CONNECTED, diesel, engine, gas, trim } from "./equipment.js";

// Figures: General Motors' specifications as published in the Chevrolet pressroom (media.chevrolet.com) for the
// model year each generation's `source` names; fuel economy: EPA (fueleconomy.gov), 2WD unless the engine comes only
// with 4WD. vPIC names GM trims with their order codes ("3LT LT", "2SP RST"): the spellings below meet them.

/** The 3.0 Duramax is an in-line six. */
const DURAMAX = { layout: "I" } as const;

export const GM_LINES: readonly ModelLine[] = [
  {
    brand: "chevrolet", name: "Silverado 1500", slug: "silverado-1500", vpic: { make: "Chevrolet", models: ["Silverado"] }, body: "pickup-truck", vehicleClass: "Full-size Pickup",
    years: [2018, 2025], weight: 6,
    generations: [
      {
        years: [2018, 2018], code: "K2XX (3rd generation)", source: "Chevrolet, 2018 Silverado 1500 specifications", msrpYear: 2018,
        dimensions: { length: 230.0, width: 80.0, height: 73.9, wheelbase: 143.5, groundClearance: 8.8 },
        seats: 6, cargo: { bedFt: [5.8, 6.5, 8] }, fuelTankGal: 26.0, towingLb: 12_500, drives: ["RWD", "4WD"], cabs: ["Regular Cab", "Double Cab", "Crew Cab"], safety: ["Backup Camera"], nhtsaOverall: 4,
        engines: [
          engine("4.3", gas(4.3, 6), null, null, 285, 305, "6-Speed Automatic", 4_520, [18, 24, 20]),
          engine("5.3", gas(5.3, 8), null, null, 355, 383, "6-Speed Automatic", 4_880, [16, 23, 18]),
          engine("6.2", gas(6.2, 8), null, null, 420, 460, "8-Speed Automatic", 5_090, [15, 21, 17]),
        ],
        trims: [
          trim("WT", 28_300, ["Bluetooth", "Backup Camera"], { engines: ["4.3", "5.3"], vpic: ["Work Truck"] }),
          trim("Custom", 34_000, ["Alloy Wheels"], { engines: ["4.3", "5.3"] }),
          trim("LT", 36_900, ["Apple CarPlay", "Android Auto", "Keyless Entry", "Remote Start"], { engines: ["4.3", "5.3"] }),
          trim("LTZ", 44_800, ["Leather Seats", "Heated Seats", "Premium Sound System", "Tow Package"], { engines: ["5.3", "6.2"] }),
          trim("High Country", 53_400, ["Ventilated Seats", "Navigation System", "Sunroof/Moonroof"], { engines: ["5.3", "6.2"] }),
        ],
      },
      {
        years: [2019, 2021], code: "T1XX (4th generation)", source: "Chevrolet, 2019 Silverado 1500 specifications", msrpYear: 2019,
        dimensions: { length: 231.7, width: 81.2, height: 75.5, wheelbase: 147.4, groundClearance: 8.0 },
        seats: 6, cargo: { bedFt: [5.8, 6.6, 8.2] }, fuelTankGal: 24.0, towingLb: 13_400, drives: ["RWD", "4WD"], cabs: ["Regular Cab", "Double Cab", "Crew Cab"], safety: ["Backup Camera"], nhtsaOverall: 4,
        engines: [
          engine("4.3", gas(4.3, 6), null, null, 285, 305, "6-Speed Automatic", 4_500, [16, 20, 17]),
          engine("2.7", gas(2.7, 4), "turbo", null, 310, 348, "8-Speed Automatic", 4_450, [20, 23, 21]),
          engine("5.3", gas(5.3, 8), null, null, 355, 383, "8-Speed Automatic", 4_800, [17, 23, 19]),
          engine("6.2", gas(6.2, 8), null, null, 420, 460, "10-Speed Automatic", 5_000, [16, 20, 17]),
          engine("3.0d", diesel(3.0, 6, DURAMAX), "turbo", null, 277, 460, "10-Speed Automatic", 5_000, [23, 33, 27]),
        ],
        trims: [
          trim("WT", 29_800, ["Bluetooth", "Backup Camera", "Apple CarPlay", "Android Auto"], { engines: ["4.3", "2.7", "5.3"], vpic: ["Work Truck"] }),
          trim("Custom", 36_200, ["Alloy Wheels", "Keyless Entry"], { engines: ["4.3", "2.7", "5.3"] }),
          trim("LT", 38_800, ["Remote Start", "Tow Package"], { engines: ["2.7", "5.3", "3.0d"] }),
          trim("RST", 41_800, ["Premium Sound System"], { engines: ["2.7", "5.3", "6.2", "3.0d"] }),
          trim("LTZ", 46_500, ["Leather Seats", "Heated Seats", "Heated Steering Wheel"], { engines: ["5.3", "6.2", "3.0d"] }),
          trim("High Country", 54_400, ["Ventilated Seats", "Navigation System", "Sunroof/Moonroof", "Blind Spot Monitoring"], { engines: ["5.3", "6.2", "3.0d"] }),
        ],
      },
      {
        years: [2022, 2025], code: "T1XX (4th generation, 2022 update)", source: "Chevrolet, 2022 Silverado 1500 specifications", msrpYear: 2022,
        dimensions: { length: 231.9, width: 81.2, height: 75.5, wheelbase: 147.4, groundClearance: 8.0 },
        seats: 6, cargo: { bedFt: [5.8, 6.6, 8.2] }, fuelTankGal: 24.0, towingLb: 13_300, drives: ["RWD", "4WD"], cabs: ["Regular Cab", "Double Cab", "Crew Cab"], safety: AEB_ONLY, nhtsaOverall: 4,
        engines: [
          engine("2.7", gas(2.7, 4), "turbo", null, 310, 430, "8-Speed Automatic", 4_600, [19, 22, 20]),
          engine("5.3", gas(5.3, 8), null, null, 355, 383, "10-Speed Automatic", 4_900, [16, 21, 18]),
          engine("6.2", gas(6.2, 8), null, null, 420, 460, "10-Speed Automatic", 5_100, [16, 20, 17]),
          engine("3.0d", diesel(3.0, 6, DURAMAX), "turbo", null, 277, 460, "10-Speed Automatic", 5_150, [23, 29, 26]),
        ],
        trims: [
          trim("WT", 35_600, [...CONNECTED], { engines: ["2.7", "5.3"], vpic: ["Work Truck"] }),
          trim("Custom", 40_600, ["Alloy Wheels", "Remote Start"], { engines: ["2.7", "5.3", "3.0d"] }),
          trim("LT", 46_300, ["Tow Package", "Heated Seats"], { engines: ["2.7", "5.3", "3.0d"] }),
          trim("RST", 51_200, ["Premium Sound System", "Wireless Charging"], { engines: ["2.7", "5.3", "6.2", "3.0d"] }),
          trim("LTZ", 56_300, ["Leather Seats", "Ventilated Seats", "Heated Steering Wheel", "Adaptive Cruise Control"], { engines: ["5.3", "6.2", "3.0d"] }),
          trim("High Country", 62_800, ["Navigation System", "Sunroof/Moonroof", "Head-Up Display", "360-Degree Camera"], { engines: ["5.3", "6.2", "3.0d"] }),
        ],
      },
    ],
  },
  {
    brand: "chevrolet", name: "Equinox", slug: "equinox", vpic: { make: "Chevrolet", models: ["Equinox"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2024], weight: 3,
    generations: [
      {
        years: [2018, 2024], code: "D2XX (3rd generation)", source: "Chevrolet, 2018 Equinox specifications", msrpYear: 2018,
        dimensions: { length: 183.1, width: 72.6, height: 65.4, wheelbase: 107.3, groundClearance: 7.9 },
        seats: 5, cargo: { behindSecondRow: 29.9, max: 63.5 }, fuelTankGal: 14.9, towingLb: 1_500, drives: ["FWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("1.5", gas(1.5, 4), "turbo", null, 170, 203, "6-Speed Automatic", 3_274, [26, 31, 28]),
          engine("2.0", gas(2.0, 4), "turbo", null, 252, 260, "9-Speed Automatic", 3_510, [22, 29, 24]),
          engine("1.6d", diesel(1.6, 4), "turbo", null, 137, 240, "6-Speed Automatic", 3_600, [28, 39, 32]),
        ],
        trims: [
          trim("L", 23_580, ["Bluetooth", "Backup Camera", "Apple CarPlay", "Android Auto"], { engines: ["1.5"] }),
          trim("LS", 25_510, ["Keyless Entry", "Alloy Wheels"], { engines: ["1.5", "1.6d"] }),
          trim("LT", 27_010, ["Remote Start", "Heated Seats"], { engines: ["1.5", "2.0", "1.6d"] }),
          trim("Premier", 31_610, ["Leather Seats", "Power Liftgate", "Blind Spot Monitoring", "Heated Steering Wheel"], { engines: ["1.5", "2.0", "1.6d"] }),
        ],
      },
    ],
  },
  {
    brand: "chevrolet", name: "Tahoe", slug: "tahoe", vpic: { make: "Chevrolet", models: ["Tahoe"] }, body: "suv", vehicleClass: "Full-size SUV",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2020], code: "K2UC (4th generation)", source: "Chevrolet, 2018 Tahoe specifications", msrpYear: 2018,
        dimensions: { length: 204.0, width: 80.5, height: 74.4, wheelbase: 116.0, groundClearance: 8.0 },
        seats: 8, cargo: { behindSecondRow: 51.7, max: 94.7 }, fuelTankGal: 26.0, towingLb: 8_600, drives: ["RWD", "4WD"], safety: ["Backup Camera"], nhtsaOverall: 4,
        engines: [
          engine("5.3", gas(5.3, 8), null, null, 355, 383, "6-Speed Automatic", 5_355, [16, 22, 18]),
          engine("6.2", gas(6.2, 8), null, null, 420, 460, "10-Speed Automatic", 5_600, [14, 23, 17]),
        ],
        trims: [
          trim("LS", 47_900, ["Bluetooth", "Backup Camera", "Apple CarPlay", "Android Auto", "Third Row Seating", "Remote Start"], { engines: ["5.3"] }),
          trim("LT", 53_200, ["Leather Seats", "Heated Seats", "Power Liftgate", "Blind Spot Monitoring"], { engines: ["5.3"] }),
          trim("Premier", 63_400, ["Ventilated Seats", "Navigation System", "Premium Sound System"], { engines: ["5.3", "6.2"] }),
        ],
      },
      {
        years: [2021, 2025], code: "T1UC (5th generation)", source: "Chevrolet, 2021 Tahoe specifications", msrpYear: 2021,
        dimensions: { length: 210.7, width: 81.0, height: 75.9, wheelbase: 120.9, groundClearance: 8.0 },
        seats: 8, cargo: { behindSecondRow: 72.6, max: 122.9 }, fuelTankGal: 24.0, towingLb: 8_400, drives: ["RWD", "4WD"], safety: ASSIST_SUITE, nhtsaOverall: 4,
        engines: [
          engine("5.3", gas(5.3, 8), null, null, 355, 383, "10-Speed Automatic", 5_500, [16, 20, 17]),
          engine("6.2", gas(6.2, 8), null, null, 420, 460, "10-Speed Automatic", 5_700, [15, 20, 17]),
          engine("3.0d", diesel(3.0, 6, DURAMAX), "turbo", null, 277, 460, "10-Speed Automatic", 5_650, [21, 28, 24]),
        ],
        trims: [
          trim("LS", 49_000, [...CONNECTED, "Third Row Seating", "Remote Start"], { engines: ["5.3", "3.0d"] }),
          trim("LT", 53_700, ["Leather Seats", "Heated Seats", "Power Liftgate"], { engines: ["5.3", "3.0d"] }),
          trim("RST", 56_200, ["Premium Sound System", "Wireless Charging"], { engines: ["5.3", "6.2", "3.0d"] }),
          trim("Z71", 59_600, ["Tow Package"], { engines: ["5.3", "3.0d"], drives: ["4WD"] }),
          trim("Premier", 62_800, ["Ventilated Seats", "Navigation System", "Heated Steering Wheel"], { engines: ["5.3", "6.2", "3.0d"] }),
          trim("High Country", 69_800, ["Head-Up Display", "Sunroof/Moonroof", "360-Degree Camera"], { engines: ["6.2", "3.0d"] }),
        ],
      },
    ],
  },
  {
    brand: "chevrolet", name: "Corvette", slug: "corvette", vpic: { make: "Chevrolet", models: ["Corvette"] }, body: "coupe", otherBodies: ["convertible"], vehicleClass: "Sports Car",
    years: [2018, 2025], weight: 0.5,
    generations: [
      {
        years: [2018, 2019], code: "C7 (7th generation)", source: "Chevrolet, 2018 Corvette specifications", msrpYear: 2018,
        dimensions: { length: 176.9, width: 77.4, height: 48.6, wheelbase: 106.7, groundClearance: 4.0 },
        seats: 2, cargo: { trunk: 15.0 }, fuelTankGal: 18.5, towingLb: 0, drives: ["RWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          engine("6.2", gas(6.2, 8), null, null, 455, 460, "7-Speed Manual", 3_298, [16, 25, 19]),
          engine("6.2sc", gas(6.2, 8), "supercharged", null, 650, 650, "7-Speed Manual", 3_524, [15, 22, 17]),
        ],
        trims: [
          trim("Stingray 1LT", 55_495, ["Bluetooth", "Backup Camera", "Apple CarPlay", "Android Auto", "Keyless Entry", "Leather Seats"], { engines: ["6.2"], vpic: ["1LT"] }),
          trim("Stingray 2LT", 59_750, ["Heated Seats", "Ventilated Seats", "Head-Up Display", "Premium Sound System"], { engines: ["6.2"], vpic: ["2LT"] }),
          trim("Stingray 3LT", 64_400, ["Navigation System"], { engines: ["6.2"], vpic: ["3LT"] }),
          trim("Grand Sport", 65_450, ["Heated Seats", "Premium Sound System"], { engines: ["6.2"] }),
          trim("Z06", 79_450, ["Heated Seats", "Ventilated Seats", "Premium Sound System"], { engines: ["6.2sc"], vpic: ["1LZ", "2LZ", "3LZ"] }),
        ],
      },
      {
        years: [2020, 2025], code: "C8 (8th generation)", source: "Chevrolet, 2020 Corvette Stingray specifications", msrpYear: 2020,
        dimensions: { length: 182.3, width: 76.1, height: 48.6, wheelbase: 107.2, groundClearance: 3.8 },
        seats: 2, cargo: { trunk: 12.6 }, fuelTankGal: 18.5, towingLb: 0, drives: ["RWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          engine("6.2", gas(6.2, 8), null, null, 490, 465, "8-Speed Dual-Clutch", 3_366, [16, 24, 19]),
          engine("5.5", gas(5.5, 8), null, null, 670, 460, "8-Speed Dual-Clutch", 3_434, [12, 19, 14]),
        ],
        trims: [
          trim("Stingray 1LT", 58_900, [...CONNECTED, "Leather Seats", "Heated Seats", "Ventilated Seats"], { engines: ["6.2"], vpic: ["1LT"] }),
          trim("Stingray 2LT", 67_295, ["Head-Up Display", "Premium Sound System", "Blind Spot Monitoring", "Wireless Charging"], { engines: ["6.2"], vpic: ["2LT"] }),
          trim("Stingray 3LT", 71_945, ["Navigation System"], { engines: ["6.2"], vpic: ["3LT"] }),
          trim("Z06", 106_395, ["Premium Sound System", "Head-Up Display"], { engines: ["5.5"], vpic: ["Z06"] }),
        ],
      },
    ],
  },
];
