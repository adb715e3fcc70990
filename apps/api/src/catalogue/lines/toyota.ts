import type { ModelLine } from "../model-line.js";
import { ASSIST_SUITE, CONNECTED, engine, gas, hybrid, trim } from "./equipment.js";

// Figures: Toyota and Lexus specifications as published in their US newsrooms (pressroom.toyota.com) for the model
// year each generation's `source` names; fuel economy: EPA (fueleconomy.gov), FWD or 4x2 unless the engine comes
// only with AWD or 4x4. Toyota Safety Sense (automatic emergency braking, adaptive cruise, lane keeping) is
// standard on every trim since 2018.

export const TOYOTA_LINES: readonly ModelLine[] = [
  {
    brand: "toyota", name: "Camry", slug: "camry", vpic: { make: "Toyota", models: ["Camry"] }, body: "sedan", vehicleClass: "Midsize Car",
    years: [2018, 2025], weight: 5,
    generations: [
      {
        years: [2018, 2024], code: "XV70 (8th generation)", source: "Toyota, 2018 Camry product information", msrpYear: 2018,
        dimensions: { length: 192.1, width: 72.4, height: 56.9, wheelbase: 111.2, groundClearance: 5.7 },
        seats: 5, cargo: { trunk: 15.1 }, fuelTankGal: 15.8, towingLb: 1_000, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 203, 184, "8-Speed Automatic", 3_310, [29, 41, 34]),
          engine("3.5", gas(3.5, 6), null, null, 301, 267, "8-Speed Automatic", 3_572, [22, 32, 26], { drives: ["FWD"] }),
          engine("2.5h", hybrid(2.5, 4), null, "hybrid", 208, 163, "CVT", 3_472, [51, 53, 52], { drives: ["FWD"] }),
        ],
        trims: [
          trim("L", 23_495, [...CONNECTED.filter((e) => e !== "Apple CarPlay" && e !== "Android Auto")], { engines: ["2.5"] }),
          trim("LE", 24_000, ["Alloy Wheels"], { engines: ["2.5", "2.5h"] }),
          trim("SE", 25_200, ["Apple CarPlay", "Android Auto"], { engines: ["2.5", "2.5h"] }),
          trim("XLE", 28_450, ["Leather Seats", "Heated Seats", "Blind Spot Monitoring", "Wireless Charging"]),
          trim("XSE", 29_000, ["Sunroof/Moonroof", "Premium Sound System"], { engines: ["2.5", "3.5"] }),
        ],
      },
      {
        years: [2025, 2025], code: "XV80 (9th generation)", source: "Toyota, 2025 Camry product information", msrpYear: 2025,
        dimensions: { length: 193.5, width: 72.4, height: 56.9, wheelbase: 111.2, groundClearance: 5.7 },
        seats: 5, cargo: { trunk: 15.1 }, fuelTankGal: 13.2, towingLb: 1_000, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [engine("2.5h", hybrid(2.5, 4), null, "hybrid", 225, 163, "CVT", 3_540, [53, 50, 51])],
        trims: [
          trim("LE", 28_400, [...CONNECTED, "Alloy Wheels"]),
          trim("SE", 31_000, ["Wireless Charging"]),
          trim("XLE", 33_700, ["Leather Seats", "Heated Seats", "Heated Steering Wheel"]),
          trim("XSE", 34_400, ["Sunroof/Moonroof", "Premium Sound System", "Head-Up Display"]),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "Corolla", slug: "corolla", vpic: { make: "Toyota", models: ["Corolla"] }, body: "sedan", otherBodies: ["hatchback"], vehicleClass: "Compact Car",
    years: [2018, 2025], weight: 4,
    generations: [
      {
        years: [2018, 2019], code: "E170 (11th generation, 2017 update)", source: "Toyota, 2018 Corolla product information", msrpYear: 2018,
        dimensions: { length: 182.6, width: 69.9, height: 57.3, wheelbase: 106.3, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 13.0 }, fuelTankGal: 13.2, towingLb: 0, drives: ["FWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [engine("1.8", gas(1.8, 4), null, null, 132, 128, "CVT", 2_855, [28, 36, 31])],
        trims: [
          trim("L", 18_500, ["Bluetooth", "Backup Camera"]),
          trim("LE", 18_935, ["Keyless Entry"]),
          trim("SE", 20_985, ["Alloy Wheels"]),
          trim("XLE", 22_680, ["Sunroof/Moonroof", "Heated Seats"]),
          trim("XSE", 23_580, ["Leather Seats", "Navigation System"]),
        ],
      },
      {
        years: [2020, 2025], code: "E210 (12th generation)", source: "Toyota, 2020 Corolla product information", msrpYear: 2020,
        dimensions: { length: 182.3, width: 70.1, height: 56.5, wheelbase: 106.3, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 13.1 }, fuelTankGal: 13.2, towingLb: 0, drives: ["FWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("1.8", gas(1.8, 4), null, null, 139, 126, "CVT", 2_910, [30, 38, 33]),
          engine("2.0", gas(2.0, 4), null, null, 169, 151, "CVT", 3_150, [31, 40, 34]),
          engine("1.8h", hybrid(1.8, 4), null, "hybrid", 121, 105, "CVT", 3_050, [53, 52, 52]),
        ],
        trims: [
          trim("L", 19_600, [...CONNECTED], { engines: ["1.8"] }),
          trim("LE", 20_050, ["Alloy Wheels"], { engines: ["1.8", "1.8h", "2.0"] }),
          trim("SE", 22_750, ["Sunroof/Moonroof", "Blind Spot Monitoring"], { engines: ["2.0", "1.8h"] }),
          trim("XLE", 24_100, ["Leather Seats", "Heated Seats"], { engines: ["1.8", "1.8h", "2.0"] }),
          trim("XSE", 26_150, ["Premium Sound System", "Wireless Charging"], { engines: ["2.0", "1.8h"] }),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "RAV4", slug: "rav4", vpic: { make: "Toyota", models: ["RAV4", "RAV4 Prime (PHEV)"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2025], weight: 5,
    generations: [
      {
        years: [2018, 2018], code: "XA40 (4th generation)", source: "Toyota, 2018 RAV4 product information", msrpYear: 2018,
        dimensions: { length: 183.5, width: 72.6, height: 67.1, wheelbase: 104.7, groundClearance: 6.1 },
        seats: 5, cargo: { behindSecondRow: 38.4, max: 73.4 }, fuelTankGal: 15.9, towingLb: 1_500, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 176, 172, "6-Speed Automatic", 3_490, [23, 30, 26]),
          engine("2.5h", hybrid(2.5, 4), null, "hybrid", 194, 152, "CVT", 3_925, [34, 30, 32], { drives: ["AWD"] }),
        ],
        trims: [
          trim("LE", 24_410, ["Bluetooth", "Backup Camera", "Keyless Entry"]),
          trim("XLE", 26_150, ["Alloy Wheels", "Sunroof/Moonroof"]),
          trim("Adventure", 28_650, ["Tow Package"], { engines: ["2.5"] }),
          trim("Limited", 32_615, ["Leather Seats", "Heated Seats", "Power Liftgate", "Navigation System", "Blind Spot Monitoring"]),
        ],
      },
      {
        years: [2019, 2025], code: "XA50 (5th generation)", source: "Toyota, 2019 RAV4 product information", msrpYear: 2019,
        dimensions: { length: 180.9, width: 73.0, height: 67.0, wheelbase: 105.9, groundClearance: 8.4 },
        seats: 5, cargo: { behindSecondRow: 37.6, max: 69.8 }, fuelTankGal: 14.5, towingLb: 3_500, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 203, 184, "8-Speed Automatic", 3_370, [27, 35, 30]),
          engine("2.5h", hybrid(2.5, 4), null, "hybrid", 219, 163, "CVT", 3_710, [41, 38, 40], { drives: ["AWD"] }),
          engine("2.5p", hybrid(2.5, 4), null, "plug-in hybrid", 302, 167, "CVT", 4_235, [40, 36, 38], { drives: ["AWD"] }),
        ],
        trims: [
          trim("LE", 25_500, [...CONNECTED], { engines: ["2.5", "2.5h"] }),
          trim("XLE", 27_300, ["Alloy Wheels", "Blind Spot Monitoring"], { engines: ["2.5", "2.5h"] }),
          trim("XLE Premium", 30_200, ["Sunroof/Moonroof", "Power Liftgate", "Heated Seats"], { engines: ["2.5", "2.5h"] }),
          trim("Adventure", 32_000, ["Tow Package", "Heated Seats"], { engines: ["2.5"] }),
          trim("SE", 38_100, ["Heated Seats", "Wireless Charging"], { engines: ["2.5h", "2.5p"] }),
          trim("Limited", 33_500, ["Leather Seats", "Ventilated Seats", "Navigation System", "Premium Sound System"], { engines: ["2.5", "2.5h"] }),
          trim("XSE", 41_425, ["Premium Sound System", "Head-Up Display", "Sunroof/Moonroof"], { engines: ["2.5h", "2.5p"] }),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "Tacoma", slug: "tacoma", vpic: { make: "Toyota", models: ["Tacoma"] }, body: "pickup-truck", vehicleClass: "Midsize Pickup",
    years: [2018, 2025], weight: 2.5,
    generations: [
      {
        years: [2018, 2023], code: "N300 (3rd generation)", source: "Toyota, 2018 Tacoma product information", msrpYear: 2018,
        dimensions: { length: 212.3, width: 74.4, height: 70.6, wheelbase: 127.4, groundClearance: 9.4 },
        seats: 5, cargo: { bedFt: [5, 6] }, fuelTankGal: 21.1, towingLb: 6_800, drives: ["RWD", "4WD"], cabs: ["Access Cab", "Double Cab"], safety: ASSIST_SUITE, nhtsaOverall: 4,
        engines: [
          engine("2.7", gas(2.7, 4), null, null, 159, 180, "6-Speed Automatic", 3_980, [20, 23, 21], { drives: ["RWD"] }),
          engine("3.5", gas(3.5, 6), null, null, 278, 265, "6-Speed Automatic", 4_425, [19, 24, 21]),
        ],
        trims: [
          trim("SR", 25_550, ["Bluetooth", "Backup Camera"]),
          trim("SR5", 27_710, ["Keyless Entry", "Alloy Wheels"]),
          trim("TRD Sport", 32_695, ["Tow Package", "Blind Spot Monitoring"], { engines: ["3.5"] }),
          trim("TRD Off-Road", 33_810, ["Tow Package"], { engines: ["3.5"], drives: ["4WD"] }),
          trim("Limited", 37_315, ["Leather Seats", "Heated Seats", "Navigation System", "Premium Sound System", "Sunroof/Moonroof"], { engines: ["3.5"] }),
          trim("TRD Pro", 42_810, ["Navigation System", "Premium Sound System", "Sunroof/Moonroof"], { engines: ["3.5"], drives: ["4WD"] }),
        ],
      },
      {
        years: [2024, 2025], code: "N400 (4th generation)", source: "Toyota, 2024 Tacoma product information", msrpYear: 2024,
        dimensions: { length: 212.3, width: 75.0, height: 74.5, wheelbase: 131.9, groundClearance: 9.5 },
        seats: 5, cargo: { bedFt: [5, 6] }, fuelTankGal: 18.1, towingLb: 6_500, drives: ["RWD", "4WD"], cabs: ["XtraCab", "Double Cab"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [
          engine("2.4", gas(2.4, 4), "turbo", null, 278, 317, "8-Speed Automatic", 4_300, [21, 26, 23]),
          engine("2.4h", hybrid(2.4, 4), "turbo", "hybrid", 326, 465, "8-Speed Automatic", 4_900, [22, 24, 23], { drives: ["4WD"] }),
        ],
        trims: [
          trim("SR", 31_500, [...CONNECTED], { engines: ["2.4"] }),
          trim("SR5", 36_800, ["Alloy Wheels", "Tow Package"], { engines: ["2.4"] }),
          trim("TRD Sport", 40_500, ["Wireless Charging"], { engines: ["2.4", "2.4h"] }),
          trim("TRD Off-Road", 41_700, ["Wireless Charging"], { engines: ["2.4", "2.4h"] }),
          trim("Limited", 52_400, ["Leather Seats", "Heated Seats", "Ventilated Seats", "Premium Sound System", "Sunroof/Moonroof"], { engines: ["2.4", "2.4h"] }),
          trim("TRD Pro", 63_900, ["Heated Seats", "Premium Sound System"], { engines: ["2.4h"], drives: ["4WD"] }),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "Tundra", slug: "tundra", vpic: { make: "Toyota", models: ["Tundra"] }, body: "pickup-truck", vehicleClass: "Full-size Pickup",
    years: [2018, 2025], weight: 1.5,
    generations: [
      {
        years: [2018, 2021], code: "XK50 (2nd generation)", source: "Toyota, 2018 Tundra product information", msrpYear: 2018,
        dimensions: { length: 228.9, width: 79.9, height: 76.2, wheelbase: 145.7, groundClearance: 10.4 },
        seats: 5, cargo: { bedFt: [5.5, 6.5, 8.1] }, fuelTankGal: 26.4, towingLb: 10_200, drives: ["RWD", "4WD"], cabs: ["Double Cab", "CrewMax"], safety: ASSIST_SUITE, nhtsaOverall: 4,
        engines: [
          engine("4.6", gas(4.6, 8), null, null, 310, 327, "6-Speed Automatic", 5_090, [15, 19, 16]),
          engine("5.7", gas(5.7, 8), null, null, 381, 401, "6-Speed Automatic", 5_300, [13, 17, 15]),
        ],
        trims: [
          trim("SR", 31_120, ["Bluetooth", "Backup Camera"]),
          trim("SR5", 33_775, ["Keyless Entry", "Alloy Wheels", "Tow Package"]),
          trim("Limited", 42_550, ["Leather Seats", "Heated Seats", "Navigation System", "Premium Sound System"], { engines: ["5.7"] }),
          trim("Platinum", 49_535, ["Ventilated Seats", "Sunroof/Moonroof"], { engines: ["5.7"] }),
          trim("1794 Edition", 49_535, ["Ventilated Seats", "Sunroof/Moonroof"], { engines: ["5.7"], vpic: ["1794"] }),
          trim("TRD Pro", 49_460, ["Navigation System", "Premium Sound System"], { engines: ["5.7"], drives: ["4WD"] }),
        ],
      },
      {
        years: [2022, 2025], code: "XK70 (3rd generation)", source: "Toyota, 2022 Tundra product information", msrpYear: 2022,
        dimensions: { length: 233.6, width: 80.2, height: 78.0, wheelbase: 145.7, groundClearance: 9.4 },
        seats: 5, cargo: { bedFt: [5.5, 6.5, 8.1] }, fuelTankGal: 22.5, towingLb: 12_000, drives: ["RWD", "4WD"], cabs: ["Double Cab", "CrewMax"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [
          engine("3.4", gas(3.4, 6), "twin-turbo", null, 389, 479, "10-Speed Automatic", 5_300, [18, 24, 20]),
          engine("3.4h", hybrid(3.4, 6), "twin-turbo", "hybrid", 437, 583, "10-Speed Automatic", 5_800, [20, 24, 22]),
        ],
        trims: [
          trim("SR", 35_950, [...CONNECTED], { engines: ["3.4"] }),
          trim("SR5", 41_850, ["Alloy Wheels", "Tow Package", "Remote Start"], { engines: ["3.4"] }),
          trim("Limited", 48_795, ["Leather Seats", "Heated Seats", "Navigation System", "Wireless Charging"]),
          trim("Platinum", 57_545, ["Ventilated Seats", "Sunroof/Moonroof", "Premium Sound System", "Heated Steering Wheel"]),
          trim("1794 Edition", 57_545, ["Ventilated Seats", "Sunroof/Moonroof", "Premium Sound System"], { vpic: ["1794"] }),
          trim("TRD Pro", 66_805, ["Premium Sound System", "Heated Seats"], { engines: ["3.4h"], drives: ["4WD"] }),
          trim("Capstone", 73_495, ["Head-Up Display", "360-Degree Camera"], { engines: ["3.4h"] }),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "Highlander", slug: "highlander", vpic: { make: "Toyota", models: ["Highlander"] }, body: "suv", vehicleClass: "Midsize SUV",
    years: [2018, 2025], weight: 2.5,
    generations: [
      {
        years: [2018, 2019], code: "XU50 (3rd generation, 2017 update)", source: "Toyota, 2018 Highlander product information", msrpYear: 2018,
        dimensions: { length: 192.5, width: 75.8, height: 68.1, wheelbase: 109.8, groundClearance: 8.0 },
        seats: 8, cargo: { behindSecondRow: 42.3, max: 83.7 }, fuelTankGal: 19.2, towingLb: 5_000, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.7", gas(2.7, 4), null, null, 185, 184, "6-Speed Automatic", 3_915, [20, 24, 22], { drives: ["FWD"] }),
          engine("3.5", gas(3.5, 6), null, null, 295, 263, "8-Speed Automatic", 4_165, [21, 27, 23]),
          engine("3.5h", hybrid(3.5, 6), null, "hybrid", 306, 263, "CVT", 4_610, [30, 28, 29], { drives: ["AWD"] }),
        ],
        trims: [
          trim("LE", 31_230, ["Bluetooth", "Backup Camera", "Third Row Seating"], { engines: ["2.7", "3.5"] }),
          trim("LE Plus", 35_750, ["Alloy Wheels", "Power Liftgate"], { engines: ["3.5"] }),
          trim("XLE", 38_960, ["Leather Seats", "Heated Seats", "Sunroof/Moonroof", "Navigation System"], { engines: ["3.5", "3.5h"] }),
          trim("SE", 40_040, ["Blind Spot Monitoring"], { engines: ["3.5"] }),
          trim("Limited", 42_950, ["Ventilated Seats", "Premium Sound System"], { engines: ["3.5", "3.5h"] }),
        ],
      },
      {
        years: [2020, 2025], code: "XU70 (4th generation)", source: "Toyota, 2020 Highlander product information", msrpYear: 2020,
        dimensions: { length: 194.9, width: 76.0, height: 68.1, wheelbase: 112.2, groundClearance: 8.0 },
        seats: 8, cargo: { behindSecondRow: 40.6, max: 84.3 }, fuelTankGal: 17.9, towingLb: 5_000, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("3.5", gas(3.5, 6), null, null, 295, 263, "8-Speed Automatic", 4_145, [21, 29, 24]),
          engine("2.4", gas(2.4, 4), "turbo", null, 265, 310, "8-Speed Automatic", 4_210, [22, 29, 25]),
          engine("2.5h", hybrid(2.5, 4), null, "hybrid", 243, 175, "CVT", 4_340, [36, 35, 36]),
        ],
        trims: [
          trim("L", 34_600, [...CONNECTED, "Third Row Seating"], { engines: ["3.5", "2.4"] }),
          trim("LE", 36_800, ["Alloy Wheels", "Power Liftgate", "Blind Spot Monitoring"]),
          trim("XLE", 39_600, ["Leather Seats", "Heated Seats", "Sunroof/Moonroof"]),
          trim("Limited", 43_650, ["Ventilated Seats", "Premium Sound System", "Navigation System"]),
          trim("Platinum", 46_850, ["Head-Up Display", "360-Degree Camera"]),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "Sienna", slug: "sienna", vpic: { make: "Toyota", models: ["Sienna"] }, body: "van", vehicleClass: "Minivan",
    years: [2018, 2025], weight: 1,
    generations: [
      {
        years: [2018, 2020], code: "XL30 (3rd generation, 2018 update)", source: "Toyota, 2018 Sienna product information", msrpYear: 2018,
        dimensions: { length: 200.6, width: 78.1, height: 70.7, wheelbase: 119.3, groundClearance: 6.3 },
        seats: 8, cargo: { behindSecondRow: 87.1, max: 150.0 }, fuelTankGal: 20.0, towingLb: 3_500, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [engine("3.5", gas(3.5, 6), null, null, 296, 263, "8-Speed Automatic", 4_430, [19, 27, 22])],
        trims: [
          trim("L", 31_115, ["Bluetooth", "Backup Camera", "Third Row Seating"]),
          trim("LE", 34_220, ["Keyless Entry", "Alloy Wheels"]),
          trim("SE", 37_280, ["Leather Seats", "Heated Seats"]),
          trim("XLE", 38_390, ["Leather Seats", "Heated Seats", "Sunroof/Moonroof", "Power Liftgate"]),
          trim("Limited", 44_220, ["Navigation System", "Premium Sound System", "Blind Spot Monitoring"]),
        ],
      },
      {
        years: [2021, 2025], code: "XL40 (4th generation)", source: "Toyota, 2021 Sienna product information", msrpYear: 2021,
        dimensions: { length: 203.7, width: 78.5, height: 68.5, wheelbase: 120.5, groundClearance: 6.0 },
        seats: 8, cargo: { behindSecondRow: 75.2, max: 101.0 }, fuelTankGal: 18.0, towingLb: 3_500, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [engine("2.5h", hybrid(2.5, 4), null, "hybrid", 245, 176, "CVT", 4_610, [36, 36, 36])],
        trims: [
          trim("LE", 34_460, [...CONNECTED, "Third Row Seating", "Blind Spot Monitoring"]),
          trim("XLE", 40_610, ["Leather Seats", "Heated Seats", "Power Liftgate", "Sunroof/Moonroof"]),
          trim("XSE", 40_960, ["Leather Seats", "Heated Seats", "Power Liftgate"]),
          trim("Limited", 47_810, ["Navigation System", "Premium Sound System", "Ventilated Seats"]),
          trim("Platinum", 50_960, ["Head-Up Display", "360-Degree Camera"]),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "Prius", slug: "prius", vpic: { make: "Toyota", models: ["Prius"] }, body: "hatchback", vehicleClass: "Compact Car",
    years: [2018, 2025], weight: 1,
    generations: [
      {
        years: [2018, 2022], code: "XW50 (4th generation)", source: "Toyota, 2018 Prius product information", msrpYear: 2018,
        dimensions: { length: 178.7, width: 69.3, height: 57.9, wheelbase: 106.3, groundClearance: 5.1 },
        seats: 5, cargo: { trunk: 24.6, max: 65.5 }, fuelTankGal: 11.3, towingLb: 0, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [engine("1.8h", hybrid(1.8, 4), null, "hybrid", 121, 105, "CVT", 3_010, [54, 50, 52])],
        trims: [
          trim("L Eco", 23_475, ["Bluetooth", "Backup Camera", "Keyless Entry"], { vpic: ["Eco"] }),
          trim("LE", 24_685, ["Blind Spot Monitoring"]),
          trim("XLE", 28_115, ["Leather Seats", "Heated Seats", "Wireless Charging"]),
          trim("Limited", 32_055, ["Navigation System", "Premium Sound System", "Head-Up Display"]),
        ],
      },
      {
        years: [2023, 2025], code: "XW60 (5th generation)", source: "Toyota, 2023 Prius product information", msrpYear: 2023,
        dimensions: { length: 181.1, width: 70.2, height: 55.9, wheelbase: 108.3, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 20.3, max: 47.3 }, fuelTankGal: 10.6, towingLb: 0, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [engine("2.0h", hybrid(2.0, 4), null, "hybrid", 196, 139, "CVT", 3_097, [57, 56, 57])],
        trims: [
          trim("LE", 27_450, [...CONNECTED, "Alloy Wheels"]),
          trim("XLE", 30_895, ["Heated Seats", "Wireless Charging"]),
          trim("Limited", 34_465, ["Ventilated Seats", "Premium Sound System", "Power Liftgate"]),
        ],
      },
    ],
  },
  {
    brand: "toyota", name: "GR86", slug: "gr86", vpic: { make: "Toyota", models: ["GR86"] }, body: "coupe", vehicleClass: "Sports Car",
    years: [2022, 2025], weight: 0.3,
    generations: [
      {
        years: [2022, 2025], code: "ZN8 (2nd generation 86)", source: "Toyota, 2022 GR86 product information", msrpYear: 2022,
        dimensions: { length: 167.9, width: 69.9, height: 51.6, wheelbase: 101.4, groundClearance: 5.1 },
        seats: 4, cargo: { trunk: 6.3 }, fuelTankGal: 13.2, towingLb: 0, drives: ["RWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [engine("2.4", gas(2.4, 4, { layout: "H" }), null, null, 228, 184, "6-Speed Manual", 2_811, [20, 27, 22])],
        trims: [
          trim("Base", 27_700, [...CONNECTED, "Alloy Wheels"]),
          trim("Premium", 30_300, ["Heated Seats", "Premium Sound System"]),
        ],
      },
    ],
  },
  {
    brand: "lexus", name: "RX", slug: "rx", vpic: { make: "Lexus", models: ["RX"] }, body: "suv", vehicleClass: "Midsize Luxury SUV",
    years: [2018, 2025], weight: 1.5,
    generations: [
      {
        years: [2018, 2022], code: "AL20 (4th generation)", source: "Lexus, 2018 RX product information", msrpYear: 2018,
        dimensions: { length: 192.5, width: 74.6, height: 67.7, wheelbase: 109.8, groundClearance: 8.2 },
        seats: 5, cargo: { behindSecondRow: 18.4, max: 56.3 }, fuelTankGal: 19.2, towingLb: 3_500, drives: ["FWD", "AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("3.5", gas(3.5, 6), null, null, 295, 267, "8-Speed Automatic", 4_222, [20, 27, 23]),
          engine("3.5h", hybrid(3.5, 6), null, "hybrid", 308, 247, "CVT", 4_740, [31, 28, 30], { drives: ["AWD"] }),
        ],
        trims: [
          trim("RX 350", 43_270, [...CONNECTED, "Leather Seats", "Power Liftgate", "Sunroof/Moonroof"], { engines: ["3.5"], vpic: ["350"] }),
          trim("RX 350 F Sport", 49_370, ["Heated Seats", "Ventilated Seats", "Blind Spot Monitoring"], { engines: ["3.5"], vpic: ["F Sport"] }),
          trim("RX 450h", 54_420, ["Heated Seats", "Navigation System", "Premium Sound System"], { engines: ["3.5h"], vpic: ["450h"] }),
        ],
      },
      {
        years: [2023, 2025], code: "ALA10 (5th generation)", source: "Lexus, 2023 RX product information", msrpYear: 2023,
        dimensions: { length: 192.5, width: 75.6, height: 67.3, wheelbase: 112.2, groundClearance: 8.1 },
        seats: 5, cargo: { behindSecondRow: 29.6, max: 46.2 }, fuelTankGal: 17.2, towingLb: 3_500, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [
          engine("2.4", gas(2.4, 4), "turbo", null, 275, 317, "8-Speed Automatic", 4_235, [22, 29, 25]),
          engine("2.5h", hybrid(2.5, 4), null, "hybrid", 246, 233, "CVT", 4_365, [37, 34, 36], { drives: ["AWD"] }),
          engine("2.4h", hybrid(2.4, 4), "turbo", "hybrid", 366, 406, "6-Speed Automatic", 4_735, [27, 28, 27], { drives: ["AWD"] }),
        ],
        trims: [
          trim("RX 350", 48_550, [...CONNECTED, "Leather Seats", "Heated Seats", "Power Liftgate"], { engines: ["2.4"], vpic: ["350"] }),
          trim("RX 350h", 51_250, ["Wireless Charging"], { engines: ["2.5h"], vpic: ["350h"] }),
          trim("RX 500h F Sport Performance", 62_850, ["Ventilated Seats", "Premium Sound System", "Head-Up Display"], { engines: ["2.4h"], vpic: ["500h"] }),
        ],
      },
    ],
  },
];
