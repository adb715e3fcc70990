import type { ModelLine } from "../model-line.js";
import { AEB_ONLY, ASSIST_SUITE, CONNECTED, electric, engine, gas, hybrid, trim } from "./equipment.js";

// Figures: the makers' US specifications as published in their newsrooms (hyundainews.com, kiamedia.com,
// nissannews.com, media.subaru.com, insidemazda.mazdausa.com) for the model year each generation's `source` names;
// fuel economy: EPA (fueleconomy.gov), FWD unless the engine comes only with AWD (every Subaru here is AWD).

/** Subaru's engines are horizontally opposed. */
const BOXER = { layout: "H" } as const;

export const ASIA_LINES: readonly ModelLine[] = [
  {
    brand: "hyundai", name: "Elantra", slug: "elantra", vpic: { make: "Hyundai", models: ["Elantra"] }, body: "sedan", vehicleClass: "Compact Car",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2020], code: "AD (6th generation)", source: "Hyundai, 2018 Elantra specifications", msrpYear: 2018,
        dimensions: { length: 179.9, width: 70.9, height: 56.5, wheelbase: 106.3, groundClearance: 5.5 },
        seats: 5, cargo: { trunk: 14.4 }, fuelTankGal: 14.0, towingLb: 0, drives: ["FWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), null, null, 147, 132, "6-Speed Automatic", 2_811, [28, 37, 32]),
          engine("1.6", gas(1.6, 4), "turbo", null, 201, 195, "7-Speed Dual-Clutch", 3_027, [26, 33, 29]),
        ],
        trims: [
          trim("SE", 17_100, ["Bluetooth", "Backup Camera"], { engines: ["2.0"] }),
          trim("SEL", 19_350, ["Apple CarPlay", "Android Auto", "Alloy Wheels", "Blind Spot Monitoring"], { engines: ["2.0"] }),
          trim("Limited", 22_100, ["Leather Seats", "Heated Seats", "Sunroof/Moonroof"], { engines: ["2.0"] }),
          trim("Sport", 22_200, ["Leather Seats", "Heated Seats", "Sunroof/Moonroof"], { engines: ["1.6"] }),
        ],
      },
      {
        years: [2021, 2025], code: "CN7 (7th generation)", source: "Hyundai, 2021 Elantra specifications", msrpYear: 2021,
        dimensions: { length: 184.1, width: 71.9, height: 55.7, wheelbase: 107.1, groundClearance: 5.3 },
        seats: 5, cargo: { trunk: 14.2 }, fuelTankGal: 12.4, towingLb: 0, drives: ["FWD"], safety: [...AEB_ONLY, "Lane Keeping Assist"], nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), null, null, 147, 132, "CVT", 2_725, [33, 42, 37]),
          engine("1.6h", hybrid(1.6, 4), null, "hybrid", 139, 195, "6-Speed Dual-Clutch", 2_888, [53, 56, 54]),
          engine("1.6", gas(1.6, 4), "turbo", null, 201, 195, "7-Speed Dual-Clutch", 2_950, [28, 36, 31]),
        ],
        trims: [
          trim("SE", 19_650, [...CONNECTED], { engines: ["2.0"] }),
          trim("SEL", 21_250, ["Alloy Wheels", "Blind Spot Monitoring", "Keyless Entry"], { engines: ["2.0"] }),
          trim("Blue", 23_550, ["Blind Spot Monitoring"], { engines: ["1.6h"] }),
          trim("N Line", 25_100, ["Sunroof/Moonroof", "Heated Seats"], { engines: ["1.6"] }),
          trim("Limited", 25_450, ["Leather Seats", "Heated Seats", "Premium Sound System", "Wireless Charging"], { engines: ["2.0", "1.6h"] }),
        ],
      },
    ],
  },
  {
    brand: "hyundai", name: "Tucson", slug: "tucson", vpic: { make: "Hyundai", models: ["Tucson"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2021], code: "TL (3rd generation)", source: "Hyundai, 2019 Tucson specifications", msrpYear: 2019,
        dimensions: { length: 176.4, width: 72.8, height: 64.8, wheelbase: 105.1, groundClearance: 6.4 },
        seats: 5, cargo: { behindSecondRow: 31.0, max: 61.9 }, fuelTankGal: 16.4, towingLb: 1_500, drives: ["FWD", "AWD"], safety: AEB_ONLY, nhtsaOverall: 5,
        engines: [
          engine("2.0", gas(2.0, 4), null, null, 164, 151, "6-Speed Automatic", 3_325, [23, 30, 26]),
          engine("2.4", gas(2.4, 4), null, null, 181, 175, "6-Speed Automatic", 3_435, [22, 28, 25]),
        ],
        trims: [
          trim("SE", 23_200, [...CONNECTED], { engines: ["2.0"] }),
          trim("SEL", 25_000, ["Alloy Wheels", "Heated Seats", "Blind Spot Monitoring"], { engines: ["2.0", "2.4"] }),
          trim("Sport", 27_000, ["Power Liftgate"], { engines: ["2.4"] }),
          trim("Limited", 29_750, ["Leather Seats", "Navigation System"], { engines: ["2.4"] }),
          trim("Ultimate", 31_350, ["Sunroof/Moonroof", "Premium Sound System", "Ventilated Seats"], { engines: ["2.4"] }),
        ],
      },
      {
        years: [2022, 2025], code: "NX4 (4th generation)", source: "Hyundai, 2022 Tucson specifications", msrpYear: 2022,
        dimensions: { length: 182.3, width: 73.4, height: 65.6, wheelbase: 108.5, groundClearance: 6.4 },
        seats: 5, cargo: { behindSecondRow: 38.7, max: 80.3 }, fuelTankGal: 14.3, towingLb: 2_000, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 187, 178, "8-Speed Automatic", 3_333, [26, 33, 29]),
          engine("1.6h", hybrid(1.6, 4), "turbo", "hybrid", 226, 258, "6-Speed Automatic", 3_637, [38, 38, 38], { drives: ["AWD"] }),
        ],
        trims: [
          trim("SE", 25_350, [...CONNECTED, "Alloy Wheels"], { engines: ["2.5"] }),
          trim("SEL", 27_400, ["Heated Seats", "Remote Start", "Power Liftgate"], { engines: ["2.5", "1.6h"] }),
          trim("N Line", 31_400, ["Sunroof/Moonroof", "Wireless Charging"], { engines: ["2.5"] }),
          trim("Limited", 35_400, ["Leather Seats", "Ventilated Seats", "Navigation System", "Premium Sound System"], { engines: ["2.5", "1.6h"] }),
        ],
      },
    ],
  },
  {
    brand: "kia", name: "Niro", slug: "niro", vpic: { make: "Kia", models: ["Niro"] }, body: "suv", vehicleClass: "Subcompact SUV",
    years: [2018, 2025], weight: 0.8,
    generations: [
      {
        years: [2018, 2022], code: "DE (1st generation)", source: "Kia, 2018 Niro specifications", msrpYear: 2018,
        dimensions: { length: 171.5, width: 71.1, height: 61.8, wheelbase: 106.3, groundClearance: 6.3 },
        seats: 5, cargo: { behindSecondRow: 19.4, max: 54.5 }, fuelTankGal: 11.9, towingLb: 1_300, drives: ["FWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("1.6h", hybrid(1.6, 4), null, "hybrid", 139, 195, "6-Speed Dual-Clutch", 3_106, [51, 46, 49]),
          electric("ev", 1, 201, 291, 3_854, [123, 102, 112], 239, 64, ["FWD"]),
        ],
        trims: [
          trim("FE", 23_490, ["Bluetooth", "Backup Camera", "Apple CarPlay", "Android Auto"], { engines: ["1.6h"] }),
          trim("LX", 24_590, ["Keyless Entry", "Alloy Wheels"], { engines: ["1.6h"] }),
          trim("EX", 26_390, ["Heated Seats", "Blind Spot Monitoring"], { engines: ["1.6h", "ev"] }),
          trim("Touring", 30_490, ["Leather Seats", "Sunroof/Moonroof", "Premium Sound System", "Ventilated Seats"], { engines: ["1.6h"] }),
        ],
      },
      {
        years: [2023, 2025], code: "SG2 (2nd generation)", source: "Kia, 2023 Niro specifications", msrpYear: 2023,
        dimensions: { length: 174.0, width: 71.8, height: 61.8, wheelbase: 107.1, groundClearance: 6.3 },
        seats: 5, cargo: { behindSecondRow: 22.8, max: 63.7 }, fuelTankGal: 11.1, towingLb: 0, drives: ["FWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [
          engine("1.6h", hybrid(1.6, 4), null, "hybrid", 139, 195, "6-Speed Dual-Clutch", 3_133, [53, 54, 53]),
          electric("ev", 1, 201, 188, 3_790, [126, 101, 113], 253, 65, ["FWD"]),
        ],
        trims: [
          trim("LX", 26_590, [...CONNECTED, "Alloy Wheels"], { engines: ["1.6h"] }),
          trim("EX", 28_990, ["Heated Seats", "Heated Steering Wheel", "Wireless Charging"], { engines: ["1.6h"] }),
          trim("Wind", 39_450, ["Heated Seats", "Wireless Charging"], { engines: ["ev"] }),
          trim("SX Touring", 34_290, ["Leather Seats", "Sunroof/Moonroof", "Premium Sound System", "Ventilated Seats", "Power Liftgate"], { engines: ["1.6h"] }),
          trim("Wave", 44_450, ["Leather Seats", "Ventilated Seats", "Power Liftgate", "Premium Sound System"], { engines: ["ev"] }),
        ],
      },
    ],
  },
  {
    brand: "kia", name: "Telluride", slug: "telluride", vpic: { make: "Kia", models: ["Telluride"] }, body: "suv", vehicleClass: "Midsize SUV",
    years: [2020, 2025], weight: 1.2,
    generations: [
      {
        years: [2020, 2025], code: "ON (1st generation)", source: "Kia, 2020 Telluride specifications", msrpYear: 2020,
        dimensions: { length: 196.9, width: 78.3, height: 68.9, wheelbase: 114.2, groundClearance: 8.0 },
        seats: 8, cargo: { behindSecondRow: 46.0, max: 87.0 }, fuelTankGal: 18.8, towingLb: 5_000, drives: ["FWD", "AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [engine("3.8", gas(3.8, 6), null, null, 291, 262, "8-Speed Automatic", 4_112, [20, 26, 23])],
        trims: [
          trim("LX", 31_690, [...CONNECTED, "Third Row Seating", "Alloy Wheels"]),
          trim("S", 33_990, ["Sunroof/Moonroof", "Heated Seats", "Remote Start"]),
          trim("EX", 37_090, ["Leather Seats", "Ventilated Seats", "Power Liftgate", "Wireless Charging"]),
          trim("SX", 41_490, ["Navigation System", "Premium Sound System", "360-Degree Camera", "Heated Steering Wheel"]),
        ],
      },
    ],
  },
  {
    brand: "nissan", name: "Altima", slug: "altima", vpic: { make: "Nissan", models: ["Altima"] }, body: "sedan", vehicleClass: "Midsize Car",
    years: [2019, 2025], weight: 2.5,
    generations: [
      {
        years: [2019, 2025], code: "L34 (6th generation)", source: "Nissan, 2019 Altima specifications", msrpYear: 2019,
        dimensions: { length: 192.9, width: 72.9, height: 56.8, wheelbase: 111.2, groundClearance: 5.4 },
        seats: 5, cargo: { trunk: 15.4 }, fuelTankGal: 16.2, towingLb: 0, drives: ["FWD", "AWD"], safety: AEB_ONLY, nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 188, 180, "CVT", 3_212, [28, 39, 32]),
          engine("2.0", gas(2.0, 4), "turbo", null, 248, 273, "CVT", 3_404, [25, 34, 29], { drives: ["FWD"] }),
        ],
        trims: [
          trim("S", 23_750, [...CONNECTED], { engines: ["2.5"] }),
          trim("SR", 25_250, ["Alloy Wheels", "Remote Start"]),
          trim("SV", 26_630, ["Adaptive Cruise Control", "Blind Spot Monitoring", "Heated Seats"], { engines: ["2.5"] }),
          trim("SL", 29_360, ["Leather Seats", "Premium Sound System", "Heated Steering Wheel"], { engines: ["2.5"] }),
          trim("Platinum", 32_550, ["Navigation System", "Sunroof/Moonroof", "360-Degree Camera"], { engines: ["2.5", "2.0"] }),
        ],
      },
    ],
  },
  {
    brand: "nissan", name: "Rogue", slug: "rogue", vpic: { make: "Nissan", models: ["Rogue"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2025], weight: 3,
    generations: [
      {
        years: [2018, 2020], code: "T32 (2nd generation, 2017 update)", source: "Nissan, 2018 Rogue specifications", msrpYear: 2018,
        dimensions: { length: 184.5, width: 72.4, height: 68.5, wheelbase: 106.5, groundClearance: 7.4 },
        seats: 5, cargo: { behindSecondRow: 39.3, max: 70.0 }, fuelTankGal: 14.5, towingLb: 1_102, drives: ["FWD", "AWD"], safety: AEB_ONLY, nhtsaOverall: 4,
        engines: [engine("2.5", gas(2.5, 4), null, null, 170, 175, "CVT", 3_463, [26, 33, 29])],
        trims: [
          trim("S", 24_800, ["Bluetooth", "Backup Camera", "Keyless Entry"]),
          trim("SV", 26_180, ["Alloy Wheels", "Remote Start", "Blind Spot Monitoring", "Apple CarPlay", "Android Auto"]),
          trim("SL", 31_060, ["Leather Seats", "Heated Seats", "Navigation System", "360-Degree Camera", "Power Liftgate"]),
        ],
      },
      {
        years: [2021, 2025], code: "T33 (3rd generation)", source: "Nissan, 2021 Rogue specifications", msrpYear: 2021,
        dimensions: { length: 183.0, width: 72.4, height: 66.5, wheelbase: 106.5, groundClearance: 8.2 },
        seats: 5, cargo: { behindSecondRow: 36.5, max: 74.1 }, fuelTankGal: 14.5, towingLb: 1_350, drives: ["FWD", "AWD"], safety: [...AEB_ONLY, "Blind Spot Monitoring", "Lane Keeping Assist"], nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 181, 181, "CVT", 3_371, [27, 35, 30]),
          engine("1.5", gas(1.5, 3), "turbo", null, 201, 225, "CVT", 3_472, [30, 37, 33]),
        ],
        trims: [
          trim("S", 26_050, [...CONNECTED]),
          trim("SV", 27_980, ["Alloy Wheels", "Adaptive Cruise Control", "Remote Start"]),
          trim("SL", 33_200, ["Leather Seats", "Heated Seats", "Power Liftgate", "Sunroof/Moonroof"]),
          trim("Platinum", 36_230, ["Navigation System", "Premium Sound System", "Head-Up Display", "360-Degree Camera"]),
        ],
      },
    ],
  },
  {
    brand: "subaru", name: "Outback", slug: "outback", vpic: { make: "Subaru", models: ["Outback"] }, body: "suv", vehicleClass: "Midsize SUV",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2019], code: "BS (5th generation)", source: "Subaru, 2018 Outback specifications", msrpYear: 2018,
        dimensions: { length: 189.8, width: 72.4, height: 66.1, wheelbase: 108.1, groundClearance: 8.7 },
        seats: 5, cargo: { behindSecondRow: 35.5, max: 73.3 }, fuelTankGal: 18.5, towingLb: 2_700, drives: ["AWD"], safety: ["Backup Camera"], nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4, BOXER), null, null, 175, 174, "CVT", 3_624, [25, 32, 28]),
          engine("3.6", gas(3.6, 6, BOXER), null, null, 256, 247, "CVT", 3_862, [20, 27, 22]),
        ],
        trims: [
          trim("Base", 25_895, ["Bluetooth", "Backup Camera", "Apple CarPlay", "Android Auto"], { engines: ["2.5"] }),
          trim("Premium", 28_095, ["Alloy Wheels", "Heated Seats", "Automatic Emergency Braking", "Adaptive Cruise Control", "Lane Keeping Assist"], { engines: ["2.5"] }),
          trim("Limited", 32_395, ["Leather Seats", "Power Liftgate", "Premium Sound System", "Blind Spot Monitoring"], { engines: ["2.5", "3.6"], vpic: ["Limited", "R Limited"] }),
          trim("Touring", 36_795, ["Ventilated Seats", "Navigation System", "Sunroof/Moonroof"], { engines: ["2.5", "3.6"] }),
        ],
      },
      {
        years: [2020, 2025], code: "BT (6th generation)", source: "Subaru, 2020 Outback specifications", msrpYear: 2020,
        dimensions: { length: 191.3, width: 73.0, height: 66.1, wheelbase: 108.1, groundClearance: 8.7 },
        seats: 5, cargo: { behindSecondRow: 32.5, max: 75.7 }, fuelTankGal: 18.5, towingLb: 3_500, drives: ["AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4, BOXER), null, null, 182, 176, "CVT", 3_634, [26, 33, 29]),
          engine("2.4", gas(2.4, 4, BOXER), "turbo", null, 260, 277, "CVT", 3_884, [23, 30, 26]),
        ],
        trims: [
          trim("Base", 26_645, [...CONNECTED, "Alloy Wheels"], { engines: ["2.5"] }),
          trim("Premium", 28_895, ["Heated Seats", "Blind Spot Monitoring"], { engines: ["2.5"] }),
          trim("Limited", 33_445, ["Leather Seats", "Power Liftgate", "Premium Sound System", "Navigation System"], { engines: ["2.5", "2.4"] }),
          trim("Onyx Edition XT", 34_895, ["Heated Steering Wheel", "Power Liftgate"], { engines: ["2.4"], vpic: ["Onyx"] }),
          trim("Touring", 38_345, ["Ventilated Seats", "Sunroof/Moonroof"], { engines: ["2.5", "2.4"] }),
        ],
      },
    ],
  },
  {
    brand: "subaru", name: "Forester", slug: "forester", vpic: { make: "Subaru", models: ["Forester"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2019, 2025], weight: 2,
    generations: [
      {
        years: [2019, 2024], code: "SK (5th generation)", source: "Subaru, 2019 Forester specifications", msrpYear: 2019,
        dimensions: { length: 182.1, width: 71.5, height: 67.5, wheelbase: 105.1, groundClearance: 8.7 },
        seats: 5, cargo: { behindSecondRow: 33.0, max: 76.1 }, fuelTankGal: 16.6, towingLb: 1_500, drives: ["AWD"], safety: ASSIST_SUITE, nhtsaOverall: 5,
        engines: [engine("2.5", gas(2.5, 4, BOXER), null, null, 182, 176, "CVT", 3_449, [26, 33, 29])],
        trims: [
          trim("Base", 24_295, [...CONNECTED, "Alloy Wheels"]),
          trim("Premium", 26_695, ["Sunroof/Moonroof", "Heated Seats"]),
          trim("Sport", 28_795, ["Blind Spot Monitoring", "Power Liftgate"]),
          trim("Limited", 30_795, ["Leather Seats", "Heated Steering Wheel"]),
          trim("Touring", 34_295, ["Ventilated Seats", "Navigation System", "Premium Sound System"]),
        ],
      },
      {
        years: [2025, 2025], code: "SL (6th generation)", source: "Subaru, 2025 Forester specifications", msrpYear: 2025,
        dimensions: { length: 183.3, width: 71.5, height: 68.1, wheelbase: 105.1, groundClearance: 8.7 },
        seats: 5, cargo: { behindSecondRow: 29.6, max: 69.1 }, fuelTankGal: 16.6, towingLb: 1_500, drives: ["AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: null,
        engines: [engine("2.5", gas(2.5, 4, BOXER), null, null, 180, 178, "CVT", 3_512, [25, 32, 28])],
        trims: [
          trim("Base", 30_095, [...CONNECTED, "Alloy Wheels"]),
          trim("Premium", 32_195, ["Sunroof/Moonroof", "Heated Seats"]),
          trim("Sport", 34_095, ["Power Liftgate", "Wireless Charging"]),
          trim("Limited", 36_335, ["Leather Seats", "Heated Steering Wheel", "Navigation System"]),
          trim("Touring", 39_155, ["Ventilated Seats", "Premium Sound System"]),
        ],
      },
    ],
  },
  {
    brand: "mazda", name: "CX-5", slug: "cx-5", vpic: { make: "Mazda", models: ["CX-5"] }, body: "suv", vehicleClass: "Compact SUV",
    years: [2018, 2025], weight: 2,
    generations: [
      {
        years: [2018, 2021], code: "KF (2nd generation)", source: "Mazda, 2019 CX-5 specifications", msrpYear: 2019,
        dimensions: { length: 179.1, width: 72.5, height: 65.3, wheelbase: 106.2, groundClearance: 7.5 },
        seats: 5, cargo: { behindSecondRow: 30.9, max: 59.6 }, fuelTankGal: 15.3, towingLb: 2_000, drives: ["FWD", "AWD"], safety: AEB_ONLY, nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 187, 186, "6-Speed Automatic", 3_541, [25, 31, 28]),
          engine("2.5t", gas(2.5, 4), "turbo", null, 250, 320, "6-Speed Automatic", 3_825, [22, 27, 24], { drives: ["AWD"] }),
        ],
        trims: [
          trim("Sport", 24_350, ["Bluetooth", "Backup Camera", "Keyless Entry", "Alloy Wheels"], { engines: ["2.5"] }),
          trim("Touring", 26_615, ["Leather Seats", "Heated Seats", "Blind Spot Monitoring", "Apple CarPlay", "Android Auto"], { engines: ["2.5"] }),
          trim("Grand Touring", 30_045, ["Sunroof/Moonroof", "Power Liftgate", "Premium Sound System", "Navigation System", "Adaptive Cruise Control"], { engines: ["2.5"] }),
          trim("Signature", 36_890, ["Ventilated Seats", "Heated Steering Wheel", "360-Degree Camera", "Head-Up Display"], { engines: ["2.5t"] }),
        ],
      },
      {
        years: [2022, 2025], code: "KF (2nd generation, 2022 update)", source: "Mazda, 2022 CX-5 specifications", msrpYear: 2022,
        dimensions: { length: 180.1, width: 72.6, height: 65.4, wheelbase: 106.2, groundClearance: 7.6 },
        seats: 5, cargo: { behindSecondRow: 30.8, max: 59.3 }, fuelTankGal: 15.3, towingLb: 2_000, drives: ["AWD"], safety: [...ASSIST_SUITE, "Blind Spot Monitoring"], nhtsaOverall: 5,
        engines: [
          engine("2.5", gas(2.5, 4), null, null, 187, 186, "6-Speed Automatic", 3_655, [24, 30, 26]),
          engine("2.5t", gas(2.5, 4), "turbo", null, 256, 320, "6-Speed Automatic", 3_870, [22, 27, 24]),
        ],
        trims: [
          trim("S", 25_900, [...CONNECTED, "Alloy Wheels"], { engines: ["2.5"], vpic: ["2.5 S"] }),
          trim("Select", 27_650, ["Heated Seats", "Keyless Entry"], { engines: ["2.5"] }),
          trim("Preferred", 29_100, ["Leather Seats", "Power Liftgate"], { engines: ["2.5"] }),
          trim("Premium", 32_100, ["Sunroof/Moonroof", "Premium Sound System"], { engines: ["2.5"] }),
          trim("Turbo Signature", 38_900, ["Ventilated Seats", "Heated Steering Wheel", "Navigation System", "Head-Up Display", "360-Degree Camera"], { engines: ["2.5t"] }),
        ],
      },
    ],
  },
  {
    brand: "mazda", name: "MX-5 Miata", slug: "mx-5-miata", vpic: { make: "Mazda", models: ["MX-5"] }, body: "convertible", vehicleClass: "Sports Car",
    years: [2018, 2025], weight: 0.4,
    generations: [
      {
        years: [2018, 2025], code: "ND (4th generation)", source: "Mazda, 2019 MX-5 Miata specifications", msrpYear: 2019,
        dimensions: { length: 154.1, width: 68.3, height: 48.8, wheelbase: 90.9, groundClearance: 4.6 },
        seats: 2, cargo: { trunk: 4.6 }, fuelTankGal: 11.9, towingLb: 0, drives: ["RWD"], safety: ["Backup Camera"], nhtsaOverall: null,
        engines: [engine("2.0", gas(2.0, 4), null, null, 181, 151, "6-Speed Manual", 2_341, [26, 34, 29])],
        trims: [
          trim("Sport", 25_730, ["Bluetooth", "Backup Camera", "Keyless Entry", "Alloy Wheels"]),
          trim("Club", 29_135, ["Apple CarPlay", "Android Auto", "Premium Sound System", "Blind Spot Monitoring"]),
          trim("Grand Touring", 30_335, ["Leather Seats", "Heated Seats", "Navigation System"]),
        ],
      },
    ],
  },
];
