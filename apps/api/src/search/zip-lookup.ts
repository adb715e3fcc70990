import { sql } from "kysely";
import type { Db } from "../db/database.js";
import { BadRequestError } from "../http/errors.js";
import type { ZipsTable } from "../db/catalog-tables.js";
import { distanceMetresSql } from "./geo.js";

/** The ZIP row, or undefined for a well-formed ZIP that does not exist. */
export function findZip(db: Db, zip: string): Promise<ZipsTable | undefined> {
  return db.selectFrom("zips").selectAll().where("zip", "=", zip).executeTakeFirst();
}

/** The ZIP as a search origin; a well-formed but unknown ZIP is a 400 (no place to measure from). */
export async function requireZip(db: Db, zip: string): Promise<ZipsTable> {
  const row = await findZip(db, zip);
  if (!row) throw new BadRequestError(`We could not find ZIP code ${zip}. Please try a nearby ZIP code.`);
  return row;
}

/** Degrees of latitude searched around a point for its nearest ZIP (about 100 miles). */
const NEAREST_ZIP_BAND = 1.5;

/**
 * Armed Forces mail "states": their ZIPs route post to bases abroad and are no place on the map;
 * the ZIP data puts many of them at 0,0, so '0,0' answered 34001 'Apo, AA' (issue #15).
 */
const MILITARY_MAIL_STATES = ["AA", "AE", "AP"];

/** The real ZIP nearest to a point within about 100 miles, or undefined (at sea, abroad). */
export async function nearestZip(db: Db, latitude: number, longitude: number): Promise<ZipsTable | undefined> {
  const { rows } = await sql<ZipsTable>`
    select zip, city, state, latitude, longitude from zips
    where latitude between ${latitude - NEAREST_ZIP_BAND} and ${latitude + NEAREST_ZIP_BAND}
      and longitude between ${longitude - NEAREST_ZIP_BAND * 2} and ${longitude + NEAREST_ZIP_BAND * 2}
      and state not in (${sql.join(MILITARY_MAIL_STATES)})
    order by ${distanceMetresSql({ latitude, longitude }, "zips")}
    limit 1
  `.execute(db);
  return rows[0];
}
