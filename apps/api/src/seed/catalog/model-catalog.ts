import type { BodyTypeSlug } from "@carmarket/routes";

/** A real US model line: body style (§2.5 slug), size class, base MSRP of its newest year, years on sale. */
export interface ModelSpec {
  name: string;
  body: BodyTypeSlug;
  vehicleClass: string;
  /** Base MSRP in dollars of the last model year (earlier years are deflated, apps/api/src/seed/README.md). */
  msrp: number;
  firstYear: number;
  lastYear: number;
  /** Extra submodel families besides the model itself, e.g. ["Hybrid"] gives "Camry Hybrid". */
  variants?: readonly string[];
  /** Engine text and fuel when not the brand's default petrol engine. */
  powertrain?: "ev" | "hybrid" | "diesel";
}

/** How a brand's listings are generated: its real World Manufacturer Identifier, trim ladder and market share weight. */
export interface BrandCatalog {
  /** ISO 3780 World Manufacturer Identifier used in the brand's US-market VINs. */
  wmi: string;
  trims: readonly string[];
  /** Relative share of listings (apps/api/src/seed/README.md). */
  weight: number;
  models: readonly ModelSpec[];
}

const m = (
  name: string,
  body: BodyTypeSlug,
  vehicleClass: string,
  msrp: number,
  firstYear: number,
  lastYear: number,
  extra: Pick<ModelSpec, "variants" | "powertrain"> = {},
): ModelSpec => ({ name, body, vehicleClass, msrp, firstYear, lastYear, ...extra });

const MAINSTREAM = ["Base", "S", "SE", "SEL", "Limited"] as const;
const LUXURY = ["Base", "Premium", "Premium Plus", "Prestige"] as const;
const EXOTIC = ["Base", "S", "Performance"] as const;
const EV = ["Standard Range", "Long Range", "Performance"] as const;

/**
 * Real US models per brand slug of `BRANDS` (@carmarket/routes), 2015–2025. Brands that sold no
 * cars in those years (Geo, Oldsmobile, …) have no models, so they get no listings and no sale tabs.
 */
export const MODEL_CATALOG: Readonly<Record<string, BrandCatalog>> = {
  acura: { wmi: "19U", trims: ["Base", "Technology", "A-Spec", "Advance"], weight: 2, models: [
    m("ILX", "sedan", "Compact Car", 28300, 2015, 2022), m("TLX", "sedan", "Midsize Car", 45500, 2015, 2025),
    m("RDX", "suv", "Compact SUV", 44700, 2015, 2025), m("MDX", "suv", "Midsize SUV", 50750, 2015, 2025, { variants: ["Type S"] }),
    m("Integra", "hatchback", "Compact Car", 32800, 2023, 2025),
  ] },
  "alfa-romeo": { wmi: "ZAR", trims: ["Sprint", "Ti", "Veloce", "Quadrifoglio"], weight: 0.4, models: [
    m("Giulia", "sedan", "Compact Luxury Car", 44650, 2017, 2025), m("Stelvio", "suv", "Compact Luxury SUV", 47350, 2018, 2025),
    m("Tonale", "suv", "Subcompact Luxury SUV", 44940, 2024, 2025, { powertrain: "hybrid" }), m("4C", "coupe", "Sports Car", 66900, 2015, 2020),
  ] },
  "am-general": { wmi: "137", trims: MAINSTREAM, weight: 0, models: [] },
  "aston-martin": { wmi: "SCF", trims: EXOTIC, weight: 0.1, models: [
    m("DB11", "coupe", "Grand Tourer", 205600, 2017, 2023), m("Vantage", "coupe", "Sports Car", 191000, 2015, 2025),
    m("DBX", "suv", "Luxury SUV", 197000, 2021, 2025),
  ] },
  audi: { wmi: "WAU", trims: LUXURY, weight: 2, models: [
    m("A3", "sedan", "Subcompact Luxury Car", 38800, 2015, 2025), m("A4", "sedan", "Compact Luxury Car", 42900, 2015, 2025, { variants: ["allroad"] }),
    m("A6", "sedan", "Midsize Luxury Car", 58900, 2015, 2025), m("Q3", "suv", "Subcompact Luxury SUV", 39900, 2015, 2025),
    m("Q5", "suv", "Compact Luxury SUV", 46300, 2015, 2025, { variants: ["Sportback"] }), m("Q7", "suv", "Midsize Luxury SUV", 61500, 2015, 2025),
    m("e-tron", "suv", "Electric SUV", 70800, 2019, 2024, { powertrain: "ev" }), m("TT", "coupe", "Sports Car", 52000, 2016, 2023),
  ] },
  bentley: { wmi: "SCB", trims: ["V8", "W12", "Speed"], weight: 0.1, models: [
    m("Continental GT", "coupe", "Grand Tourer", 242000, 2015, 2025), m("Bentayga", "suv", "Luxury SUV", 203000, 2017, 2025),
    m("Flying Spur", "sedan", "Full-size Luxury Car", 214000, 2015, 2025),
  ] },
  bmw: { wmi: "WBA", trims: ["Base", "xDrive", "M Sport", "M Performance"], weight: 2.6, models: [
    m("3 Series", "sedan", "Compact Luxury Car", 45500, 2015, 2025, { variants: ["330e"] }), m("5 Series", "sedan", "Midsize Luxury Car", 57900, 2015, 2025),
    m("X1", "suv", "Subcompact Luxury SUV", 41400, 2015, 2025), m("X3", "suv", "Compact Luxury SUV", 49500, 2015, 2025),
    m("X5", "suv", "Midsize Luxury SUV", 66200, 2015, 2025), m("4 Series", "coupe", "Compact Luxury Car", 49700, 2015, 2025, { variants: ["Gran Coupe"] }),
    m("i4", "sedan", "Electric Car", 52200, 2022, 2025, { powertrain: "ev" }), m("Z4", "convertible", "Sports Car", 54000, 2015, 2025),
  ] },
  bugatti: { wmi: "VF9", trims: ["Base", "Sport"], weight: 0.01, models: [m("Chiron", "coupe", "Hypercar", 3000000, 2018, 2022)] },
  buick: { wmi: "KL4", trims: ["Preferred", "Sport Touring", "Essence", "Avenir"], weight: 1.5, models: [
    m("Encore", "suv", "Subcompact SUV", 24200, 2015, 2022), m("Encore GX", "suv", "Subcompact SUV", 25600, 2020, 2025),
    m("Envision", "suv", "Compact SUV", 36500, 2016, 2025), m("Enclave", "suv", "Midsize SUV", 45200, 2015, 2025),
    m("Regal", "sedan", "Midsize Car", 26000, 2015, 2020, { variants: ["TourX"] }),
  ] },
  cadillac: { wmi: "1G6", trims: ["Luxury", "Premium Luxury", "Sport", "Platinum"], weight: 1.2, models: [
    m("CT4", "sedan", "Compact Luxury Car", 34995, 2020, 2025), m("CT5", "sedan", "Midsize Luxury Car", 37995, 2020, 2025),
    m("XT4", "suv", "Subcompact Luxury SUV", 36995, 2019, 2025), m("XT5", "suv", "Midsize Luxury SUV", 44495, 2017, 2025),
    m("Escalade", "suv", "Full-size Luxury SUV", 81895, 2015, 2025, { variants: ["ESV"] }), m("Lyriq", "suv", "Electric SUV", 58590, 2023, 2025, { powertrain: "ev" }),
  ] },
  chevrolet: { wmi: "1G1", trims: ["LS", "LT", "RS", "Premier"], weight: 9, models: [
    m("Malibu", "sedan", "Midsize Car", 25100, 2015, 2025), m("Cruze", "sedan", "Compact Car", 17995, 2015, 2019),
    m("Spark", "hatchback", "Subcompact Car", 14595, 2015, 2022), m("Trax", "suv", "Subcompact SUV", 20400, 2015, 2025),
    m("Equinox", "suv", "Compact SUV", 26600, 2015, 2025), m("Traverse", "suv", "Midsize SUV", 38400, 2015, 2025),
    m("Tahoe", "suv", "Full-size SUV", 56200, 2015, 2025), m("Suburban", "suv", "Full-size SUV", 58900, 2015, 2025),
    m("Silverado 1500", "pickup-truck", "Full-size Pickup", 36800, 2015, 2025, { variants: ["Crew Cab", "Double Cab"] }),
    m("Colorado", "pickup-truck", "Midsize Pickup", 29700, 2015, 2025), m("Camaro", "coupe", "Sports Car", 29100, 2015, 2024, { variants: ["Convertible"] }),
    m("Corvette", "coupe", "Sports Car", 68300, 2015, 2025), m("Bolt EV", "hatchback", "Electric Car", 26500, 2017, 2023, { powertrain: "ev" }),
  ] },
  chrysler: { wmi: "2C3", trims: ["Touring", "Touring L", "Limited", "Pinnacle"], weight: 1, models: [
    m("300", "sedan", "Full-size Car", 33995, 2015, 2023), m("Pacifica", "van", "Minivan", 39995, 2017, 2025, { variants: ["Hybrid"] }),
    m("200", "sedan", "Midsize Car", 21995, 2015, 2017), m("Voyager", "van", "Minivan", 31995, 2020, 2022),
  ] },
  daewoo: { wmi: "KLA", trims: MAINSTREAM, weight: 0, models: [] },
  dodge: { wmi: "2C3", trims: ["SXT", "GT", "R/T", "Scat Pack"], weight: 2, models: [
    m("Charger", "sedan", "Full-size Car", 33625, 2015, 2025), m("Challenger", "coupe", "Sports Car", 31495, 2015, 2023),
    m("Durango", "suv", "Midsize SUV", 39995, 2015, 2025), m("Grand Caravan", "van", "Minivan", 27995, 2015, 2020),
    m("Journey", "suv", "Midsize SUV", 25445, 2015, 2020), m("Hornet", "suv", "Compact SUV", 31400, 2023, 2025),
  ] },
  eagle: { wmi: "2E3", trims: MAINSTREAM, weight: 0, models: [] },
  ferrari: { wmi: "ZFF", trims: EXOTIC, weight: 0.08, models: [
    m("Roma", "coupe", "Grand Tourer", 247308, 2021, 2025), m("F8 Tributo", "coupe", "Supercar", 283950, 2020, 2023),
    m("Portofino", "convertible", "Grand Tourer", 222630, 2019, 2023),
  ] },
  fiat: { wmi: "3C3", trims: ["Pop", "Lounge", "Sport", "Abarth"], weight: 0.3, models: [
    m("500", "hatchback", "Minicompact Car", 17990, 2015, 2019), m("500X", "suv", "Subcompact SUV", 28830, 2016, 2023),
    m("124 Spider", "convertible", "Sports Car", 25390, 2017, 2020),
  ] },
  fisker: { wmi: "VCF", trims: ["Sport", "Ultra", "Extreme"], weight: 0.05, models: [m("Ocean", "suv", "Electric SUV", 38999, 2023, 2024, { powertrain: "ev" })] },
  ford: { wmi: "1FM", trims: ["XL", "XLT", "Lariat", "Platinum"], weight: 11, models: [
    m("F-150", "pickup-truck", "Full-size Pickup", 37845, 2015, 2025, { variants: ["SuperCrew", "Lightning"] }),
    m("Ranger", "pickup-truck", "Midsize Pickup", 33080, 2019, 2025), m("Maverick", "pickup-truck", "Compact Pickup", 23815, 2022, 2025, { variants: ["Hybrid"] }),
    m("Escape", "suv", "Compact SUV", 29495, 2015, 2025), m("Explorer", "suv", "Midsize SUV", 39720, 2015, 2025),
    m("Expedition", "suv", "Full-size SUV", 57960, 2015, 2025), m("Bronco", "suv", "Midsize SUV", 39630, 2021, 2025),
    m("Bronco Sport", "suv", "Compact SUV", 31695, 2021, 2025), m("Edge", "suv", "Midsize SUV", 38995, 2015, 2024),
    m("Mustang", "coupe", "Sports Car", 31920, 2015, 2025, { variants: ["Convertible"] }), m("Fusion", "sedan", "Midsize Car", 23170, 2015, 2020, { variants: ["Hybrid"] }),
    m("Focus", "hatchback", "Compact Car", 17950, 2015, 2018), m("Mustang Mach-E", "suv", "Electric SUV", 39995, 2021, 2025, { powertrain: "ev" }),
    m("Transit Connect", "van", "Cargo Van", 27000, 2015, 2023),
  ] },
  genesis: { wmi: "KMT", trims: ["2.5T", "3.5T", "Sport Prestige"], weight: 0.6, models: [
    m("G70", "sedan", "Compact Luxury Car", 41500, 2019, 2025), m("G80", "sedan", "Midsize Luxury Car", 55800, 2017, 2025),
    m("GV70", "suv", "Compact Luxury SUV", 46600, 2022, 2025), m("GV80", "suv", "Midsize Luxury SUV", 57700, 2021, 2025),
  ] },
  geo: { wmi: "2C1", trims: MAINSTREAM, weight: 0, models: [] },
  gmc: { wmi: "1GT", trims: ["Elevation", "SLE", "SLT", "AT4", "Denali"], weight: 3, models: [
    m("Sierra 1500", "pickup-truck", "Full-size Pickup", 38200, 2015, 2025), m("Canyon", "pickup-truck", "Midsize Pickup", 37200, 2015, 2025),
    m("Terrain", "suv", "Compact SUV", 28700, 2015, 2025), m("Acadia", "suv", "Midsize SUV", 43000, 2015, 2025),
    m("Yukon", "suv", "Full-size SUV", 60700, 2015, 2025, { variants: ["XL"] }), m("Hummer EV", "pickup-truck", "Electric Pickup", 96550, 2022, 2025, { powertrain: "ev" }),
  ] },
  honda: { wmi: "1HG", trims: ["LX", "Sport", "EX", "EX-L", "Touring"], weight: 9, models: [
    m("Civic", "sedan", "Compact Car", 24650, 2015, 2025, { variants: ["Hatchback", "Si"] }), m("Accord", "sedan", "Midsize Car", 28295, 2015, 2025, { variants: ["Hybrid"] }),
    m("CR-V", "suv", "Compact SUV", 30450, 2015, 2025, { variants: ["Hybrid"] }), m("HR-V", "suv", "Subcompact SUV", 25400, 2016, 2025),
    m("Pilot", "suv", "Midsize SUV", 40550, 2015, 2025), m("Passport", "suv", "Midsize SUV", 41900, 2019, 2025),
    m("Odyssey", "van", "Minivan", 38890, 2015, 2025), m("Ridgeline", "pickup-truck", "Midsize Pickup", 40100, 2017, 2025),
    m("Fit", "hatchback", "Subcompact Car", 16190, 2015, 2020),
  ] },
  hummer: { wmi: "5GR", trims: MAINSTREAM, weight: 0, models: [] },
  hyundai: { wmi: "5NP", trims: ["SE", "SEL", "N Line", "Limited"], weight: 5, models: [
    m("Elantra", "sedan", "Compact Car", 21475, 2015, 2025, { variants: ["Hybrid", "N"] }), m("Sonata", "sedan", "Midsize Car", 26900, 2015, 2025, { variants: ["Hybrid"] }),
    m("Tucson", "suv", "Compact SUV", 28705, 2015, 2025, { variants: ["Hybrid"] }), m("Santa Fe", "suv", "Midsize SUV", 33950, 2015, 2025),
    m("Palisade", "suv", "Midsize SUV", 37200, 2020, 2025), m("Kona", "suv", "Subcompact SUV", 24250, 2018, 2025, { variants: ["Electric"] }),
    m("Ioniq 5", "suv", "Electric SUV", 42600, 2022, 2025, { powertrain: "ev" }), m("Venue", "suv", "Subcompact SUV", 20550, 2020, 2025),
  ] },
  ineos: { wmi: "SAB", trims: ["Base", "Trialmaster", "Fieldmaster"], weight: 0.02, models: [m("Grenadier", "suv", "Off-road SUV", 73000, 2024, 2025)] },
  infiniti: { wmi: "JN1", trims: ["Pure", "Luxe", "Sensory", "Autograph"], weight: 1, models: [
    m("Q50", "sedan", "Compact Luxury Car", 43250, 2015, 2024), m("QX50", "suv", "Compact Luxury SUV", 42950, 2015, 2025),
    m("QX60", "suv", "Midsize Luxury SUV", 49950, 2015, 2025), m("QX80", "suv", "Full-size Luxury SUV", 82450, 2015, 2025),
  ] },
  isuzu: { wmi: "JAC", trims: MAINSTREAM, weight: 0, models: [] },
  jaguar: { wmi: "SAJ", trims: ["S", "SE", "HSE", "R-Dynamic"], weight: 0.4, models: [
    m("F-PACE", "suv", "Compact Luxury SUV", 57100, 2017, 2025), m("E-PACE", "suv", "Subcompact Luxury SUV", 50450, 2018, 2024),
    m("XF", "sedan", "Midsize Luxury Car", 46400, 2015, 2024), m("F-TYPE", "coupe", "Sports Car", 78600, 2015, 2024, { variants: ["Convertible"] }),
    m("I-PACE", "suv", "Electric SUV", 72500, 2019, 2024, { powertrain: "ev" }),
  ] },
  jeep: { wmi: "1C4", trims: ["Sport", "Latitude", "Limited", "Trailhawk", "Overland"], weight: 6, models: [
    m("Wrangler", "suv", "Off-road SUV", 33690, 2015, 2025, { variants: ["Unlimited", "4xe"] }), m("Grand Cherokee", "suv", "Midsize SUV", 39995, 2015, 2025, { variants: ["L"] }),
    m("Cherokee", "suv", "Compact SUV", 30780, 2015, 2023), m("Compass", "suv", "Compact SUV", 28195, 2015, 2025),
    m("Renegade", "suv", "Subcompact SUV", 26045, 2015, 2023), m("Gladiator", "pickup-truck", "Midsize Pickup", 40095, 2020, 2025),
    m("Wagoneer", "suv", "Full-size SUV", 62790, 2022, 2025),
  ] },
  karma: { wmi: "5YM", trims: ["Base", "GT", "Performance"], weight: 0.01, models: [m("Revero", "sedan", "Electric Car", 144900, 2020, 2022, { powertrain: "hybrid" })] },
  kia: { wmi: "5XY", trims: ["LX", "S", "EX", "GT-Line", "SX"], weight: 5, models: [
    m("Forte", "sedan", "Compact Car", 20815, 2015, 2024), m("K5", "sedan", "Midsize Car", 26490, 2021, 2025),
    m("Optima", "sedan", "Midsize Car", 23390, 2015, 2020, { variants: ["Hybrid"] }), m("Soul", "hatchback", "Compact Car", 20390, 2015, 2025),
    m("Sportage", "suv", "Compact SUV", 27990, 2015, 2025, { variants: ["Hybrid"] }), m("Sorento", "suv", "Midsize SUV", 31990, 2015, 2025),
    m("Telluride", "suv", "Midsize SUV", 36990, 2020, 2025), m("Carnival", "van", "Minivan", 35600, 2022, 2025),
    m("EV6", "suv", "Electric SUV", 42600, 2022, 2025, { powertrain: "ev" }), m("Seltos", "suv", "Subcompact SUV", 24990, 2021, 2025),
  ] },
  koenigsegg: { wmi: "YT9", trims: ["Base"], weight: 0.005, models: [m("Regera", "coupe", "Hypercar", 1900000, 2016, 2022)] },
  lamborghini: { wmi: "ZHW", trims: EXOTIC, weight: 0.05, models: [
    m("Urus", "suv", "Luxury SUV", 233995, 2019, 2025), m("Huracan", "coupe", "Supercar", 248295, 2015, 2024, { variants: ["Spyder"] }),
  ] },
  "land-rover": { wmi: "SAL", trims: ["S", "SE", "HSE", "Autobiography"], weight: 1, models: [
    m("Range Rover", "suv", "Full-size Luxury SUV", 107400, 2015, 2025), m("Range Rover Sport", "suv", "Midsize Luxury SUV", 83600, 2015, 2025),
    m("Range Rover Evoque", "suv", "Subcompact Luxury SUV", 52100, 2015, 2025), m("Defender", "suv", "Off-road SUV", 57900, 2020, 2025, { variants: ["90", "110"] }),
    m("Discovery Sport", "suv", "Compact Luxury SUV", 51100, 2015, 2025),
  ] },
  lexus: { wmi: "JTH", trims: ["Base", "Premium", "Luxury", "F Sport"], weight: 3, models: [
    m("ES", "sedan", "Midsize Luxury Car", 42490, 2015, 2025, { variants: ["Hybrid"] }), m("IS", "sedan", "Compact Luxury Car", 40535, 2015, 2025),
    m("RX", "suv", "Midsize Luxury SUV", 49950, 2015, 2025, { variants: ["Hybrid"] }), m("NX", "suv", "Compact Luxury SUV", 41345, 2015, 2025),
    m("GX", "suv", "Midsize Luxury SUV", 64250, 2015, 2025), m("UX", "suv", "Subcompact Luxury SUV", 36690, 2019, 2025, { powertrain: "hybrid" }),
  ] },
  lincoln: { wmi: "5LM", trims: ["Standard", "Reserve", "Black Label"], weight: 1, models: [
    m("Corsair", "suv", "Compact Luxury SUV", 39985, 2020, 2025), m("Nautilus", "suv", "Midsize Luxury SUV", 50830, 2019, 2025),
    m("Aviator", "suv", "Midsize Luxury SUV", 55220, 2020, 2025), m("Navigator", "suv", "Full-size Luxury SUV", 88960, 2015, 2025),
    m("MKZ", "sedan", "Midsize Luxury Car", 36750, 2015, 2020),
  ] },
  lotus: { wmi: "SCC", trims: EXOTIC, weight: 0.02, models: [m("Emira", "coupe", "Sports Car", 99900, 2023, 2025), m("Evora", "coupe", "Sports Car", 96950, 2017, 2021)] },
  lucid: { wmi: "50E", trims: ["Pure", "Touring", "Grand Touring"], weight: 0.1, models: [m("Air", "sedan", "Electric Car", 69900, 2022, 2025, { powertrain: "ev" })] },
  maserati: { wmi: "ZAM", trims: ["GT", "Modena", "Trofeo"], weight: 0.2, models: [
    m("Ghibli", "sedan", "Midsize Luxury Car", 80600, 2015, 2024), m("Levante", "suv", "Midsize Luxury SUV", 91100, 2017, 2024),
    m("Grecale", "suv", "Compact Luxury SUV", 68500, 2023, 2025),
  ] },
  maybach: { wmi: "WDB", trims: LUXURY, weight: 0, models: [] },
  mazda: { wmi: "JM1", trims: ["Sport", "Select", "Preferred", "Premium", "Turbo"], weight: 3, models: [
    m("Mazda3", "sedan", "Compact Car", 23550, 2015, 2025, { variants: ["Hatchback"] }), m("Mazda6", "sedan", "Midsize Car", 25450, 2015, 2021),
    m("CX-30", "suv", "Subcompact SUV", 24995, 2020, 2025), m("CX-5", "suv", "Compact SUV", 29300, 2015, 2025),
    m("CX-50", "suv", "Compact SUV", 30300, 2023, 2025), m("CX-9", "suv", "Midsize SUV", 38450, 2016, 2023),
    m("CX-90", "suv", "Midsize SUV", 39595, 2024, 2025), m("MX-5 Miata", "convertible", "Sports Car", 29930, 2015, 2025),
  ] },
  mclaren: { wmi: "SBM", trims: EXOTIC, weight: 0.03, models: [m("720S", "coupe", "Supercar", 299000, 2018, 2023), m("Artura", "coupe", "Supercar", 237500, 2023, 2025, { powertrain: "hybrid" })] },
  "mercedes-benz": { wmi: "W1K", trims: ["Base", "4MATIC", "AMG Line", "AMG"], weight: 3, models: [
    m("C-Class", "sedan", "Compact Luxury Car", 47250, 2015, 2025), m("E-Class", "sedan", "Midsize Luxury Car", 62250, 2015, 2025),
    m("S-Class", "sedan", "Full-size Luxury Car", 117300, 2015, 2025), m("GLA", "suv", "Subcompact Luxury SUV", 43250, 2015, 2025),
    m("GLC", "suv", "Compact Luxury SUV", 48550, 2016, 2025, { variants: ["Coupe"] }), m("GLE", "suv", "Midsize Luxury SUV", 62650, 2016, 2025),
    m("GLS", "suv", "Full-size Luxury SUV", 87550, 2017, 2025), m("Sprinter", "van", "Cargo Van", 51000, 2015, 2025),
    m("EQS", "sedan", "Electric Car", 104400, 2022, 2025, { powertrain: "ev" }),
  ] },
  mercury: { wmi: "2ME", trims: MAINSTREAM, weight: 0, models: [] },
  mini: { wmi: "WMW", trims: ["Classic", "Signature", "Iconic", "John Cooper Works"], weight: 0.6, models: [
    m("Cooper", "hatchback", "Subcompact Car", 28900, 2015, 2025, { variants: ["Convertible"] }), m("Countryman", "suv", "Subcompact SUV", 38900, 2015, 2025),
    m("Clubman", "wagon", "Subcompact Car", 31900, 2016, 2024),
  ] },
  mitsubishi: { wmi: "JA4", trims: ["ES", "SE", "SEL", "GT"], weight: 1, models: [
    m("Outlander", "suv", "Compact SUV", 28140, 2015, 2025, { variants: ["PHEV"] }), m("Outlander Sport", "suv", "Subcompact SUV", 23445, 2015, 2024),
    m("Eclipse Cross", "suv", "Compact SUV", 26345, 2018, 2025), m("Mirage", "hatchback", "Subcompact Car", 16695, 2015, 2024, { variants: ["G4"] }),
  ] },
  nissan: { wmi: "1N4", trims: ["S", "SV", "SL", "SR", "Platinum"], weight: 7, models: [
    m("Altima", "sedan", "Midsize Car", 26370, 2015, 2025), m("Sentra", "sedan", "Compact Car", 20890, 2015, 2025),
    m("Versa", "sedan", "Subcompact Car", 17190, 2015, 2025), m("Maxima", "sedan", "Full-size Car", 38000, 2015, 2023),
    m("Rogue", "suv", "Compact SUV", 28850, 2015, 2025, { variants: ["Sport"] }), m("Murano", "suv", "Midsize SUV", 38240, 2015, 2024),
    m("Pathfinder", "suv", "Midsize SUV", 36790, 2015, 2025), m("Kicks", "suv", "Subcompact SUV", 21830, 2018, 2025),
    m("Frontier", "pickup-truck", "Midsize Pickup", 31030, 2015, 2025), m("Titan", "pickup-truck", "Full-size Pickup", 46180, 2016, 2024),
    m("Leaf", "hatchback", "Electric Car", 28140, 2015, 2025, { powertrain: "ev" }), m("Armada", "suv", "Full-size SUV", 54800, 2017, 2025),
  ] },
  oldsmobile: { wmi: "1G3", trims: MAINSTREAM, weight: 0, models: [] },
  pagani: { wmi: "ZA9", trims: ["Base"], weight: 0.003, models: [m("Huayra", "coupe", "Hypercar", 2600000, 2015, 2021)] },
  panoz: { wmi: "1P9", trims: MAINSTREAM, weight: 0, models: [] },
  plymouth: { wmi: "1P3", trims: MAINSTREAM, weight: 0, models: [] },
  polestar: { wmi: "LPS", trims: ["Long Range Single Motor", "Long Range Dual Motor", "Performance"], weight: 0.15, models: [
    m("2", "hatchback", "Electric Car", 49900, 2021, 2025, { powertrain: "ev" }), m("3", "suv", "Electric SUV", 73400, 2025, 2025, { powertrain: "ev" }),
  ] },
  pontiac: { wmi: "1G2", trims: MAINSTREAM, weight: 0, models: [] },
  porsche: { wmi: "WP0", trims: ["Base", "S", "GTS", "Turbo"], weight: 0.6, models: [
    m("911", "coupe", "Sports Car", 116400, 2015, 2025, { variants: ["Cabriolet"] }), m("Cayenne", "suv", "Midsize Luxury SUV", 83600, 2015, 2025),
    m("Macan", "suv", "Compact Luxury SUV", 62300, 2015, 2025), m("Taycan", "sedan", "Electric Car", 99400, 2020, 2025, { powertrain: "ev" }),
    m("Panamera", "sedan", "Full-size Luxury Car", 99900, 2015, 2025), m("718 Cayman", "coupe", "Sports Car", 68300, 2017, 2025),
  ] },
  ram: { wmi: "1C6", trims: ["Tradesman", "Big Horn", "Laramie", "Rebel", "Limited"], weight: 4, models: [
    m("1500", "pickup-truck", "Full-size Pickup", 40275, 2015, 2025, { variants: ["Classic", "TRX"] }), m("2500", "pickup-truck", "Heavy-duty Pickup", 46325, 2015, 2025, { powertrain: "diesel" }),
    m("ProMaster", "van", "Cargo Van", 46595, 2015, 2025),
  ] },
  rivian: { wmi: "7FC", trims: ["Adventure", "Launch Edition", "Ascend"], weight: 0.2, models: [
    m("R1T", "pickup-truck", "Electric Pickup", 69900, 2022, 2025, { powertrain: "ev" }), m("R1S", "suv", "Electric SUV", 75900, 2022, 2025, { powertrain: "ev" }),
  ] },
  "rolls-royce": { wmi: "SCA", trims: ["Base", "Black Badge"], weight: 0.04, models: [
    m("Cullinan", "suv", "Luxury SUV", 348500, 2019, 2025), m("Ghost", "sedan", "Full-size Luxury Car", 343000, 2015, 2025),
  ] },
  saab: { wmi: "YS3", trims: MAINSTREAM, weight: 0, models: [] },
  saturn: { wmi: "1G8", trims: MAINSTREAM, weight: 0, models: [] },
  scion: { wmi: "JTK", trims: ["Base", "Release Series"], weight: 0.2, models: [
    m("tC", "coupe", "Compact Car", 19935, 2015, 2016), m("FR-S", "coupe", "Sports Car", 25305, 2015, 2016),
    m("iM", "hatchback", "Compact Car", 18460, 2016, 2016), m("xB", "wagon", "Compact Car", 16970, 2015, 2015),
  ] },
  smart: { wmi: "WME", trims: ["pure", "passion", "prime"], weight: 0.1, models: [m("fortwo", "coupe", "Minicompact Car", 15400, 2015, 2019, { variants: ["electric drive"] })] },
  spyker: { wmi: "XL9", trims: EXOTIC, weight: 0, models: [] },
  subaru: { wmi: "4S4", trims: ["Base", "Premium", "Sport", "Limited", "Touring"], weight: 3, models: [
    m("Outback", "wagon", "Midsize Car", 29070, 2015, 2025), m("Forester", "suv", "Compact SUV", 27895, 2015, 2025),
    m("Crosstrek", "suv", "Subcompact SUV", 24995, 2016, 2025), m("Ascent", "suv", "Midsize SUV", 34795, 2019, 2025),
    m("Impreza", "hatchback", "Compact Car", 22695, 2015, 2025), m("Legacy", "sedan", "Midsize Car", 24895, 2015, 2025),
    m("WRX", "sedan", "Compact Car", 32735, 2015, 2025), m("BRZ", "coupe", "Sports Car", 30195, 2015, 2025),
  ] },
  suzuki: { wmi: "JS3", trims: MAINSTREAM, weight: 0, models: [] },
  tesla: { wmi: "5YJ", trims: EV, weight: 2, models: [
    m("Model 3", "sedan", "Electric Car", 38990, 2017, 2025, { powertrain: "ev" }), m("Model Y", "suv", "Electric SUV", 44990, 2020, 2025, { powertrain: "ev" }),
    m("Model S", "sedan", "Electric Car", 74990, 2015, 2025, { powertrain: "ev" }), m("Model X", "suv", "Electric SUV", 79990, 2016, 2025, { powertrain: "ev" }),
  ] },
  toyota: { wmi: "4T1", trims: ["L", "LE", "SE", "XLE", "XSE", "Limited"], weight: 12, models: [
    m("Camry", "sedan", "Midsize Car", 28400, 2015, 2025, { variants: ["Hybrid"] }), m("Corolla", "sedan", "Compact Car", 22050, 2015, 2025, { variants: ["Hatchback", "Hybrid"] }),
    m("RAV4", "suv", "Compact SUV", 28675, 2015, 2025, { variants: ["Hybrid", "Prime"] }), m("Highlander", "suv", "Midsize SUV", 39520, 2015, 2025, { variants: ["Hybrid"] }),
    m("4Runner", "suv", "Midsize SUV", 40705, 2015, 2025), m("Tacoma", "pickup-truck", "Midsize Pickup", 31500, 2015, 2025, { variants: ["Access Cab", "Double Cab"] }),
    m("Tundra", "pickup-truck", "Full-size Pickup", 40090, 2015, 2025), m("Sienna", "van", "Minivan", 38350, 2015, 2025, { powertrain: "hybrid" }),
    m("Prius", "hatchback", "Compact Car", 27950, 2015, 2025, { powertrain: "hybrid", variants: ["Prime"] }), m("Corolla Cross", "suv", "Subcompact SUV", 24135, 2022, 2025),
    m("Avalon", "sedan", "Full-size Car", 36825, 2015, 2022), m("GR86", "coupe", "Sports Car", 29300, 2022, 2025),
    m("Sequoia", "suv", "Full-size SUV", 61275, 2015, 2025),
  ] },
  vinfast: { wmi: "7LY", trims: ["Eco", "Plus"], weight: 0.03, models: [m("VF 8", "suv", "Electric SUV", 47200, 2023, 2025, { powertrain: "ev" })] },
  volkswagen: { wmi: "3VW", trims: ["S", "SE", "SEL", "SEL Premium R-Line"], weight: 3, models: [
    m("Jetta", "sedan", "Compact Car", 21995, 2015, 2025, { variants: ["GLI"] }), m("Passat", "sedan", "Midsize Car", 27295, 2015, 2022),
    m("Golf", "hatchback", "Compact Car", 23195, 2015, 2021, { variants: ["GTI", "R"] }), m("Tiguan", "suv", "Compact SUV", 28995, 2015, 2025),
    m("Atlas", "suv", "Midsize SUV", 38200, 2018, 2025, { variants: ["Cross Sport"] }), m("Taos", "suv", "Subcompact SUV", 24995, 2022, 2025),
    m("ID.4", "suv", "Electric SUV", 39735, 2021, 2025, { powertrain: "ev" }),
  ] },
  volvo: { wmi: "YV4", trims: ["Core", "Plus", "Ultimate"], weight: 1.2, models: [
    m("XC40", "suv", "Subcompact Luxury SUV", 39600, 2019, 2025), m("XC60", "suv", "Compact Luxury SUV", 47200, 2015, 2025, { variants: ["Recharge"] }),
    m("XC90", "suv", "Midsize Luxury SUV", 57400, 2016, 2025), m("S60", "sedan", "Compact Luxury Car", 42400, 2015, 2025),
    m("V60", "wagon", "Compact Luxury Car", 49100, 2015, 2025, { variants: ["Cross Country"] }),
  ] },
};
