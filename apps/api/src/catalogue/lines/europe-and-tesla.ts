import type { ModelLine } from "../model-line.js";
import { AEB_ONLY, ASSIST_SUITE, CONNECTED, electric, engine, gas, trim } from "./equipment.js";

// Figures: the makers' US specifications (BMW Group PressClub USA, Porsche Newsroom USA, Land Rover USA media, Volvo
// Car USA newsroom, Tesla's published specifications) for the model year each generation's `source` names; fuel
// economy and electric range: EPA (fueleconomy.gov). Tesla publishes no horsepower: its figures are those of its
// EPA and NHTSA certification filings as reported at launch.

/** Porsche's 911 engines are flat-sixes; BMW's and Land Rover's sixes are in line. */
const FLAT = { layout: "H" } as const;
const INLINE = { layout: "I" } as const;

export const EUROPE_AND_TESLA_LINES: readonly ModelLine[] = [
  {
    brand: "bmw", name: "3 Series", slug: "3-series", vpic: { make: "BMW", models: ["320i", "330i", "330e", "340i", "M340i"] }, body: "sedan", vehicleClass: "Compact Luxury Car",
    years: [2019, 2025], weight: 1.2,
    generations: [
      {
        years: [2019, 2025], code: "G20 (7th generation)", source: "BMW, 2019 3 Series Sedan technical data", msrpYear: 2019,
        dimensions: { length: 185.7, width: 71.9, height: 56.8, wheelbase: 112.2, groundClearance: 5.5 },
        seats: 5, cargo: { trunk: 17.0 }, fuelTankGal: 15.6, towingLb: 0, drives: ["RWD", "AWD"], safety: [...AEB_ONLY, "Lane Keeping Assist", "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), "turbo", null, 255, 295, "8-Speed Automatic", 3_582, [26, 36, 30]),
          engine("3.0", gas(3.0, 6, INLINE), "turbo", null, 382, 369, "8-Speed Automatic", 3_856, [23, 32, 26]),
        ],
        trims: [
          trim("330i", 40_250, [...CONNECTED, "Leather Seats", "Sunroof/Moonroof"], { engines: ["2.0"], drives: ["RWD"] }),
          trim("330i xDrive", 42_250, ["Heated Seats"], { engines: ["2.0"], drives: ["AWD"], vpic: ["xDrive"] }),
          trim("M340i", 54_000, ["Heated Seats", "Premium Sound System", "Navigation System", "Adaptive Cruise Control"], { engines: ["3.0"] }),
        ],
      },
    ],
  },
  {
    brand: "bmw", name: "X5", slug: "x5", vpic: { make: "BMW", models: ["X5"] }, body: "suv", vehicleClass: "Midsize Luxury SUV",
    years: [2019, 2025], weight: 1.2,
    generations: [
      {
        years: [2019, 2025], code: "G05 (4th generation)", source: "BMW, 2019 X5 technical data", msrpYear: 2019,
        dimensions: { length: 194.3, width: 78.9, height: 68.7, wheelbase: 117.1, groundClearance: 8.7 },
        seats: 5, cargo: { behindSecondRow: 33.9, max: 72.3 }, fuelTankGal: 21.9, towingLb: 7_200, drives: ["RWD", "AWD"], safety: [...AEB_ONLY, "Lane Keeping Assist", "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [
          engine("3.0", gas(3.0, 6, INLINE), "turbo", null, 335, 330, "8-Speed Automatic", 4_828, [20, 26, 22]),
          engine("4.4", gas(4.4, 8), "twin-turbo", null, 523, 553, "8-Speed Automatic", 5_260, [16, 22, 18], { drives: ["AWD"] }),
        ],
        trims: [
          trim("sDrive40i", 58_900, [...CONNECTED, "Leather Seats", "Heated Seats", "Power Liftgate", "Navigation System"], { engines: ["3.0"], drives: ["RWD"] }),
          trim("xDrive40i", 61_200, ["Sunroof/Moonroof", "Wireless Charging"], { engines: ["3.0"], drives: ["AWD"] }),
          trim("M50i", 82_800, ["Ventilated Seats", "Premium Sound System", "Head-Up Display", "360-Degree Camera"], { engines: ["4.4"] }),
        ],
      },
    ],
  },
  {
    brand: "porsche", name: "911", slug: "911", vpic: { make: "Porsche", models: ["911"] }, body: "coupe", otherBodies: ["convertible"], vehicleClass: "Sports Car",
    years: [2018, 2025], weight: 0.4,
    generations: [
      {
        years: [2018, 2019], code: "991.2", source: "Porsche, 2018 911 Carrera technical specifications", msrpYear: 2018,
        dimensions: { length: 177.1, width: 71.2, height: 51.3, wheelbase: 96.5, groundClearance: 4.3 },
        seats: 4, cargo: { trunk: 4.8 }, fuelTankGal: 16.9, towingLb: 0, drives: ["RWD", "AWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [
          engine("3.0", gas(3.0, 6, FLAT), "twin-turbo", null, 370, 331, "7-Speed Dual-Clutch", 3_153, [20, 26, 22]),
          engine("3.0s", gas(3.0, 6, FLAT), "twin-turbo", null, 420, 368, "7-Speed Dual-Clutch", 3_197, [20, 26, 22]),
          engine("3.8", gas(3.8, 6, FLAT), "twin-turbo", null, 540, 523, "7-Speed Dual-Clutch", 3_538, [17, 24, 20], { drives: ["AWD"] }),
        ],
        trims: [
          trim("Carrera", 91_100, [...CONNECTED, "Leather Seats", "Navigation System"], { engines: ["3.0"] }),
          trim("Carrera S", 105_100, ["Heated Seats", "Premium Sound System"], { engines: ["3.0s"] }),
          trim("Turbo", 161_800, ["Heated Seats", "Premium Sound System", "Ventilated Seats"], { engines: ["3.8"] }),
        ],
      },
      {
        years: [2020, 2025], code: "992", source: "Porsche, 2020 911 Carrera technical specifications", msrpYear: 2020,
        dimensions: { length: 177.9, width: 72.9, height: 51.1, wheelbase: 96.5, groundClearance: 4.3 },
        seats: 4, cargo: { trunk: 4.6 }, fuelTankGal: 16.9, towingLb: 0, drives: ["RWD", "AWD"], safety: AEB_ONLY, nhtsaOverall: null,
        engines: [
          engine("3.0", gas(3.0, 6, FLAT), "twin-turbo", null, 379, 331, "8-Speed Dual-Clutch", 3_354, [18, 24, 20]),
          engine("3.0s", gas(3.0, 6, FLAT), "twin-turbo", null, 443, 390, "8-Speed Dual-Clutch", 3_382, [18, 24, 20]),
          engine("3.7", gas(3.7, 6, FLAT), "twin-turbo", null, 572, 553, "8-Speed Dual-Clutch", 3_636, [15, 20, 17], { drives: ["AWD"] }),
        ],
        trims: [
          trim("Carrera", 97_400, [...CONNECTED, "Leather Seats", "Navigation System", "Heated Seats"], { engines: ["3.0"] }),
          trim("Carrera S", 113_300, ["Premium Sound System"], { engines: ["3.0s"] }),
          trim("Turbo", 170_800, ["Premium Sound System", "Ventilated Seats", "Adaptive Cruise Control"], { engines: ["3.7"] }),
        ],
      },
    ],
  },
  {
    brand: "land-rover", name: "Defender", slug: "defender", vpic: { make: "Land Rover", models: ["Defender"] }, body: "suv", vehicleClass: "Off-road SUV",
    years: [2020, 2025], weight: 0.4,
    generations: [
      {
        years: [2020, 2025], code: "L663 (2nd generation)", source: "Land Rover, 2020 Defender 110 technical specification", msrpYear: 2020,
        dimensions: { length: 197.6, width: 79.1, height: 77.5, wheelbase: 119.0, groundClearance: 8.5 },
        seats: 5, cargo: { behindSecondRow: 34.6, max: 78.8 }, fuelTankGal: 23.8, towingLb: 8_201, drives: ["4WD"], safety: [...AEB_ONLY, "Lane Keeping Assist"], nhtsaOverall: null,
        engines: [
          engine("2.0", gas(2.0, 4), "turbo", null, 296, 295, "8-Speed Automatic", 4_815, [17, 20, 18]),
          engine("3.0", gas(3.0, 6, INLINE), "turbo", null, 395, 406, "8-Speed Automatic", 5_035, [17, 22, 19]),
          engine("5.0", gas(5.0, 8), "supercharged", null, 518, 461, "8-Speed Automatic", 5_360, [15, 19, 16]),
        ],
        trims: [
          trim("S", 56_400, [...CONNECTED, "Heated Seats", "Power Liftgate"], { engines: ["2.0", "3.0"] }),
          trim("SE", 63_000, ["Leather Seats", "Navigation System", "Blind Spot Monitoring"], { engines: ["2.0", "3.0"] }),
          trim("HSE", 68_000, ["Sunroof/Moonroof", "Premium Sound System", "Ventilated Seats"], { engines: ["2.0", "3.0"] }),
          trim("X", 81_600, ["Head-Up Display", "360-Degree Camera", "Heated Steering Wheel"], { engines: ["3.0"] }),
          trim("V8", 98_500, ["Head-Up Display", "360-Degree Camera", "Heated Steering Wheel"], { engines: ["5.0"] }),
        ],
      },
    ],
  },
  {
    brand: "volvo", name: "V60", slug: "v60", vpic: { make: "Volvo", models: ["V60", "V60CC"] }, body: "wagon", vehicleClass: "Compact Luxury Car",
    years: [2019, 2025], weight: 0.3,
    generations: [
      {
        years: [2019, 2025], code: "SPA (2nd generation)", source: "Volvo Car USA, 2019 V60 specifications", msrpYear: 2019,
        dimensions: { length: 187.4, width: 72.8, height: 56.4, wheelbase: 113.1, groundClearance: 5.7 },
        seats: 5, cargo: { behindSecondRow: 23.2, max: 50.6 }, fuelTankGal: 15.9, towingLb: 3_500, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [engine("2.0", gas(2.0, 4), "turbo", null, 250, 258, "8-Speed Automatic", 3_721, [24, 35, 28])],
        trims: [
          trim("Momentum", 38_900, [...CONNECTED, "Leather Seats", "Power Liftgate", "Sunroof/Moonroof"]),
          trim("Inscription", 45_400, ["Heated Seats", "Navigation System", "Premium Sound System"]),
          trim("Cross Country", 45_100, ["Heated Seats", "Navigation System"], { drives: ["AWD"] }),
        ],
      },
    ],
  },
  {
    brand: "tesla", name: "Model 3", slug: "model-3", vpic: { make: "Tesla", models: ["Model 3"] }, body: "sedan", vehicleClass: "Electric Car",
    years: [2018, 2025], weight: 1.5,
    generations: [
      {
        years: [2018, 2023], code: "Model 3 (1st generation)", source: "Tesla, Model 3 specifications (2018–2023)", msrpYear: 2021,
        dimensions: { length: 184.8, width: 72.8, height: 56.8, wheelbase: 113.2, groundClearance: 5.5 },
        seats: 5, cargo: { trunk: 15.0 }, fuelTankGal: null, towingLb: 0, drives: ["RWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          electric("rwd", 1, 283, 302, 3_582, [138, 126, 132], 263, 54, ["RWD"]),
          electric("lr", 2, 346, 389, 4_034, [134, 126, 131], 353, 82, ["AWD"]),
          electric("p", 2, 450, 471, 4_048, [118, 107, 113], 315, 82, ["AWD"]),
        ],
        trims: [
          trim("Standard Range Plus", 39_990, [...CONNECTED, "Heated Seats", "Navigation System", "Premium Sound System", "Keyless Entry"], { engines: ["rwd"] }),
          trim("Long Range", 48_990, ["Sunroof/Moonroof", "Wireless Charging"], { engines: ["lr"] }),
          trim("Performance", 56_990, ["Sunroof/Moonroof", "Wireless Charging"], { engines: ["p"] }),
        ],
      },
      {
        years: [2024, 2025], code: "Model 3 (Highland update)", source: "Tesla, Model 3 specifications (2024)", msrpYear: 2024,
        dimensions: { length: 185.8, width: 72.9, height: 56.7, wheelbase: 113.2, groundClearance: 5.4 },
        seats: 5, cargo: { trunk: 15.0 }, fuelTankGal: null, towingLb: 0, drives: ["RWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          electric("rwd", 1, 271, 307, 3_862, [138, 126, 132], 272, 60, ["RWD"]),
          electric("lr", 2, 394, 363, 4_034, [134, 126, 131], 341, 82, ["AWD"]),
          electric("p", 2, 510, 487, 4_054, [118, 107, 113], 296, 82, ["AWD"]),
        ],
        trims: [
          trim("RWD", 38_990, [...CONNECTED, "Heated Seats", "Ventilated Seats", "Navigation System", "Sunroof/Moonroof"], { engines: ["rwd"], vpic: ["Standard"] }),
          trim("Long Range", 47_740, ["Premium Sound System", "Wireless Charging"], { engines: ["lr"] }),
          trim("Performance", 52_990, ["Premium Sound System", "Wireless Charging"], { engines: ["p"] }),
        ],
      },
    ],
  },
  {
    brand: "tesla", name: "Model Y", slug: "model-y", vpic: { make: "Tesla", models: ["Model Y"] }, body: "suv", vehicleClass: "Electric SUV",
    years: [2020, 2025], weight: 1.5,
    generations: [
      {
        years: [2020, 2025], code: "Model Y (1st generation)", source: "Tesla, Model Y specifications (2020)", msrpYear: 2021,
        dimensions: { length: 187.0, width: 75.6, height: 63.9, wheelbase: 113.8, groundClearance: 6.6 },
        seats: 5, cargo: { behindSecondRow: 30.2, max: 72.1 }, fuelTankGal: null, towingLb: 3_500, drives: ["RWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          electric("rwd", 1, 295, 310, 4_154, [135, 117, 126], 260, 60, ["RWD"]),
          electric("lr", 2, 384, 376, 4_363, [131, 117, 122], 330, 81, ["AWD"]),
          electric("p", 2, 456, 497, 4_416, [115, 106, 111], 303, 81, ["AWD"]),
        ],
        trims: [
          trim("RWD", 43_990, [...CONNECTED, "Heated Seats", "Navigation System", "Sunroof/Moonroof", "Power Liftgate"], { engines: ["rwd"], vpic: ["Standard"] }),
          trim("Long Range", 49_990, ["Premium Sound System", "Wireless Charging"], { engines: ["lr"] }),
          trim("Performance", 59_990, ["Premium Sound System", "Wireless Charging"], { engines: ["p"] }),
        ],
      },
    ],
  },
];
