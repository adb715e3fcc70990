import type { CatalogModel, SearchCatalog } from "../catalog.js";

// The API's seeded catalogue (apps/api/src/seed/catalog/model-catalog.ts), slugs made the way the seed makes them.
const m = (name: string): CatalogModel => ({
  name,
  slug: name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
});

/** Every brand of the seed that has models, with its models. */
const SEED_BRANDS: SearchCatalog["brands"] = [
  { slug: "acura", name: "Acura", models: [m("ILX"), m("TLX"), m("RDX"), m("MDX"), m("Integra")] },
  { slug: "alfa-romeo", name: "Alfa Romeo", models: [m("Giulia"), m("Stelvio"), m("Tonale"), m("4C")] },
  { slug: "aston-martin", name: "Aston Martin", models: [m("DB11"), m("Vantage"), m("DBX")] },
  { slug: "audi", name: "Audi", models: [m("A3"), m("A4"), m("A6"), m("Q3"), m("Q5"), m("Q7"), m("e-tron"), m("TT")] },
  { slug: "bentley", name: "Bentley", models: [m("Continental GT"), m("Bentayga"), m("Flying Spur")] },
  { slug: "bmw", name: "BMW", models: [m("3 Series"), m("5 Series"), m("X1"), m("X3"), m("X5"), m("4 Series"), m("i4"), m("Z4")] },
  { slug: "bugatti", name: "Bugatti", models: [m("Chiron")] },
  { slug: "buick", name: "Buick", models: [m("Encore"), m("Encore GX"), m("Envision"), m("Enclave"), m("Regal")] },
  { slug: "cadillac", name: "Cadillac", models: [m("CT4"), m("CT5"), m("XT4"), m("XT5"), m("Escalade"), m("Lyriq")] },
  { slug: "chevrolet", name: "Chevrolet", models: [m("Malibu"), m("Cruze"), m("Spark"), m("Trax"), m("Equinox"), m("Traverse"), m("Tahoe"), m("Suburban"), m("Silverado 1500"), m("Colorado"), m("Camaro"), m("Corvette"), m("Bolt EV")] },
  { slug: "chrysler", name: "Chrysler", models: [m("300"), m("Pacifica"), m("200"), m("Voyager")] },
  { slug: "dodge", name: "Dodge", models: [m("Charger"), m("Challenger"), m("Durango"), m("Grand Caravan"), m("Journey"), m("Hornet")] },
  { slug: "ferrari", name: "Ferrari", models: [m("Roma"), m("F8 Tributo"), m("Portofino")] },
  { slug: "fiat", name: "FIAT", models: [m("500"), m("500X"), m("124 Spider")] },
  { slug: "fisker", name: "Fisker", models: [m("Ocean")] },
  { slug: "ford", name: "Ford", models: [m("F-150"), m("Ranger"), m("Maverick"), m("Escape"), m("Explorer"), m("Expedition"), m("Bronco"), m("Bronco Sport"), m("Edge"), m("Mustang"), m("Fusion"), m("Focus"), m("Mustang Mach-E"), m("Transit Connect")] },
  { slug: "genesis", name: "Genesis", models: [m("G70"), m("G80"), m("GV70"), m("GV80")] },
  { slug: "gmc", name: "GMC", models: [m("Sierra 1500"), m("Canyon"), m("Terrain"), m("Acadia"), m("Yukon"), m("Hummer EV")] },
  { slug: "honda", name: "Honda", models: [m("Civic"), m("Accord"), m("CR-V"), m("HR-V"), m("Pilot"), m("Passport"), m("Odyssey"), m("Ridgeline"), m("Fit")] },
  { slug: "hyundai", name: "Hyundai", models: [m("Elantra"), m("Sonata"), m("Tucson"), m("Santa Fe"), m("Palisade"), m("Kona"), m("Ioniq 5"), m("Venue")] },
  { slug: "ineos", name: "INEOS", models: [m("Grenadier")] },
  { slug: "infiniti", name: "INFINITI", models: [m("Q50"), m("QX50"), m("QX60"), m("QX80")] },
  { slug: "jaguar", name: "Jaguar", models: [m("F-PACE"), m("E-PACE"), m("XF"), m("F-TYPE"), m("I-PACE")] },
  { slug: "jeep", name: "Jeep", models: [m("Wrangler"), m("Grand Cherokee"), m("Cherokee"), m("Compass"), m("Renegade"), m("Gladiator"), m("Wagoneer")] },
  { slug: "karma", name: "Karma", models: [m("Revero")] },
  { slug: "kia", name: "Kia", models: [m("Forte"), m("K5"), m("Optima"), m("Soul"), m("Sportage"), m("Sorento"), m("Telluride"), m("Carnival"), m("EV6"), m("Seltos")] },
  { slug: "koenigsegg", name: "Koenigsegg", models: [m("Regera")] },
  { slug: "lamborghini", name: "Lamborghini", models: [m("Urus"), m("Huracan")] },
  { slug: "land-rover", name: "Land Rover", models: [m("Range Rover"), m("Range Rover Sport"), m("Range Rover Evoque"), m("Defender"), m("Discovery Sport")] },
  { slug: "lexus", name: "Lexus", models: [m("ES"), m("IS"), m("RX"), m("NX"), m("GX"), m("UX")] },
  { slug: "lincoln", name: "Lincoln", models: [m("Corsair"), m("Nautilus"), m("Aviator"), m("Navigator"), m("MKZ")] },
  { slug: "lotus", name: "Lotus", models: [m("Emira"), m("Evora")] },
  { slug: "lucid", name: "Lucid", models: [m("Air")] },
  { slug: "maserati", name: "Maserati", models: [m("Ghibli"), m("Levante"), m("Grecale")] },
  { slug: "mazda", name: "Mazda", models: [m("Mazda3"), m("Mazda6"), m("CX-30"), m("CX-5"), m("CX-50"), m("CX-9"), m("CX-90"), m("MX-5 Miata")] },
  { slug: "mclaren", name: "McLaren", models: [m("720S"), m("Artura")] },
  { slug: "mercedes-benz", name: "Mercedes-Benz", models: [m("C-Class"), m("E-Class"), m("S-Class"), m("GLA"), m("GLC"), m("GLE"), m("GLS"), m("Sprinter"), m("EQS")] },
  { slug: "mini", name: "MINI", models: [m("Cooper"), m("Countryman"), m("Clubman")] },
  { slug: "mitsubishi", name: "Mitsubishi", models: [m("Outlander"), m("Outlander Sport"), m("Eclipse Cross"), m("Mirage")] },
  { slug: "nissan", name: "Nissan", models: [m("Altima"), m("Sentra"), m("Versa"), m("Maxima"), m("Rogue"), m("Murano"), m("Pathfinder"), m("Kicks"), m("Frontier"), m("Titan"), m("Leaf"), m("Armada")] },
  { slug: "pagani", name: "Pagani", models: [m("Huayra")] },
  { slug: "polestar", name: "Polestar", models: [m("2"), m("3")] },
  { slug: "porsche", name: "Porsche", models: [m("911"), m("Cayenne"), m("Macan"), m("Taycan"), m("Panamera"), m("718 Cayman")] },
  { slug: "ram", name: "Ram", models: [m("1500"), m("2500"), m("ProMaster")] },
  { slug: "rivian", name: "Rivian", models: [m("R1T"), m("R1S")] },
  { slug: "rolls-royce", name: "Rolls-Royce", models: [m("Cullinan"), m("Ghost")] },
  { slug: "scion", name: "Scion", models: [m("tC"), m("FR-S"), m("iM"), m("xB")] },
  { slug: "smart", name: "smart", models: [m("fortwo")] },
  { slug: "subaru", name: "Subaru", models: [m("Outback"), m("Forester"), m("Crosstrek"), m("Ascent"), m("Impreza"), m("Legacy"), m("WRX"), m("BRZ")] },
  { slug: "tesla", name: "Tesla", models: [m("Model 3"), m("Model Y"), m("Model S"), m("Model X")] },
  { slug: "toyota", name: "Toyota", models: [m("Camry"), m("Corolla"), m("RAV4"), m("Highlander"), m("4Runner"), m("Tacoma"), m("Tundra"), m("Sienna"), m("Prius"), m("Corolla Cross"), m("Avalon"), m("GR86"), m("Sequoia")] },
  { slug: "vinfast", name: "VinFast", models: [m("VF 8")] },
  { slug: "volkswagen", name: "Volkswagen", models: [m("Jetta"), m("Passat"), m("Golf"), m("Tiguan"), m("Atlas"), m("Taos"), m("ID.4")] },
  { slug: "volvo", name: "Volvo", models: [m("XC40"), m("XC60"), m("XC90"), m("S60"), m("V60")] },
];

/**
 * The transmissions the seed's listings say (apps/api/src/seed/vehicle-specs.ts, as of this copy). Unit tests only:
 * apps/server's catalogue test reads the real seeded values through the API.
 */
export const SEED_TRANSMISSIONS = [
  "1-Speed Automatic", "10-Speed Automatic", "6-Speed Automatic", "6-Speed Manual", "7-Speed Dual-Clutch", "8-Speed Automatic",
  "8-Speed Dual-Clutch", "9-Speed Automatic", "CVT",
] as const;

/** The seed's brands, models and transmissions, as GET /search-words/catalog answers them. */
export const SEED_CATALOG: SearchCatalog = { brands: SEED_BRANDS, transmissions: SEED_TRANSMISSIONS };
