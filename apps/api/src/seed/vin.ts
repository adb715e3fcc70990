import { vinCheckDigit } from "@carmarket/validation";
import type { Prng } from "./prng.js";

// ISO 3779 position 10: model-year letters of the 30-year cycle that includes 2015–2025.
const YEAR_CODES: Readonly<Record<number, string>> = {
  2015: "F", 2016: "G", 2017: "H", 2018: "J", 2019: "K", 2020: "L",
  2021: "M", 2022: "N", 2023: "P", 2024: "R", 2025: "S",
};

const VDS_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const PLANT_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";

/**
 * A well-formed VIN: the brand's real WMI, a random vehicle descriptor, the correct check digit,
 * the model-year letter, a plant letter and a six-digit serial (unique per `serial`).
 */
export function buildVin(wmi: string, year: number, serial: number, prng: Prng): string {
  const yearCode = YEAR_CODES[year];
  if (!yearCode || wmi.length !== 3) throw new Error(`cannot build a VIN for ${wmi} ${year}`);
  let vds = "";
  for (let i = 0; i < 5; i++) vds += prng.pick([...VDS_CHARS]);
  const draft = `${wmi}${vds}0${yearCode}${prng.pick([...PLANT_CHARS])}${String(serial % 1_000_000).padStart(6, "0")}`;
  const check = vinCheckDigit(draft);
  if (!check) throw new Error(`malformed VIN draft ${draft}`);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}
