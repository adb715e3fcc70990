import zipcodes from "zipcodes";
import type { Db } from "../../db/database.js";
import type { ZipsTable } from "../../db/catalog-tables.js";
import { insertRows } from "../insert-rows.js";

/** Every real US ZIP code of the `zipcodes` package (Canadian postal areas left out). */
function usZips(): ZipsTable[] {
  return Object.values(zipcodes.codes)
    .filter((code) => code.country === "US" && /^\d{5}$/.test(code.zip))
    .map((code) => ({ zip: code.zip, city: code.city, state: code.state, latitude: code.latitude, longitude: code.longitude }));
}

/** Loads the US ZIP table; answers the rows for the dealer generator. */
export async function seedZips(db: Db): Promise<ZipsTable[]> {
  const rows = usZips();
  await insertRows(db, "zips", rows);
  return rows;
}
