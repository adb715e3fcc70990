import { sql, type RawBuilder } from "kysely";

/** Metres in a statute mile (§9: distance in metres / 1609.34 = miles). */
export const METRES_PER_MILE = 1609.34;

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in miles between two points given in degrees. */
export function milesBetween(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLng = (lng2 - lng1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(a));
}

/** earthdistance's earth radius in metres (`earth()`). */
const EARTH_RADIUS_METRES = 6378168;

/** A point on earthdistance's earth as x, y, z in metres, written with built-in float8 functions. */
function earthXyz(latitude: RawBuilder<unknown>, longitude: RawBuilder<unknown>): [RawBuilder<unknown>, RawBuilder<unknown>, RawBuilder<unknown>] {
  return [
    sql`${sql.lit(EARTH_RADIUS_METRES)} * cos(radians(${latitude})) * cos(radians(${longitude}))`,
    sql`${sql.lit(EARTH_RADIUS_METRES)} * cos(radians(${latitude})) * sin(radians(${longitude}))`,
    sql`${sql.lit(EARTH_RADIUS_METRES)} * sin(radians(${latitude}))`,
  ];
}

/**
 * Great-circle metres from a point to a row's `latitude`/`longitude` columns: the arithmetic of
 * `earth_distance(ll_to_earth(…), ll_to_earth(…))` (chord through the earth, then arc) inlined.
 * earthdistance's functions are SQL functions that the planner does not inline, and calling them
 * per row cost ~25 µs a car at 100,000 listings (ADR 170); the GiST box (`earthBoxContains`)
 * still does the index work.
 */
export function distanceMetresSql(origin: { latitude: number; longitude: number }, table: string): RawBuilder<number> {
  const from = earthXyz(sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`);
  const to = earthXyz(sql.ref(`${table}.latitude`), sql.ref(`${table}.longitude`));
  const chord = sql`sqrt(${sql.join(from.map((axis, i) => sql`(${axis} - ${to[i]}) ^ 2`), sql` + `)})`;
  return sql<number>`(${sql.lit(2 * EARTH_RADIUS_METRES)} * asin(least(${chord} / ${sql.lit(2 * EARTH_RADIUS_METRES)}, 1)))`;
}

/** A row's place as earthdistance's earth point: the expression the GiST indexes are built on. */
const earthPointOf = (table: string) => sql`ll_to_earth(${sql.ref(`${table}.latitude`)}, ${sql.ref(`${table}.longitude`)})`;

/** The GiST-indexed prefilter (ADR 030): the row's earth point inside the cube around `origin`. */
export function earthBoxContains(origin: { latitude: number; longitude: number }, metres: number, table: string): RawBuilder<boolean> {
  return sql<boolean>`earth_box(ll_to_earth(${origin.latitude}, ${origin.longitude}), ${metres}) @> ${earthPointOf(table)}`;
}

/** earthdistance's `gc_to_sec`: the straight-line length through the earth of a great-circle distance. */
function chordMetres(metres: number): number {
  if (metres <= 0) return 0;
  if (metres / EARTH_RADIUS_METRES > Math.PI) return 2 * EARTH_RADIUS_METRES;
  return 2 * EARTH_RADIUS_METRES * Math.sin(metres / (2 * EARTH_RADIUS_METRES));
}

/**
 * `earthBoxContains` cut in two at the origin's latitude, south half then north half. Each half is
 * an indexable cube of its own, so two statements can scan the box side by side, each reading half
 * of its cars (ADR 206). The cubes overlap by a metre at the cut (float rounding); the latitude test
 * puts every car in exactly one half.
 */
export function earthBoxHalves(origin: { latitude: number; longitude: number }, metres: number, table: string): [RawBuilder<boolean>, RawBuilder<boolean>] {
  const rad = Math.PI / 180;
  const [lat, lng] = [origin.latitude * rad, origin.longitude * rad];
  const centre = [EARTH_RADIUS_METRES * Math.cos(lat) * Math.cos(lng), EARTH_RADIUS_METRES * Math.cos(lat) * Math.sin(lng), EARTH_RADIUS_METRES * Math.sin(lat)];
  const chord = chordMetres(metres);
  const [low, high] = [centre.map((axis) => axis - chord), centre.map((axis) => axis + chord)];
  const cut = centre[2]!;
  const cube = (from: number[], to: number[]) => sql`cube(array[${sql.join(from)}]::float8[], array[${sql.join(to)}]::float8[])`;
  const latitude = sql.ref(`${table}.latitude`);
  return [
    sql<boolean>`${cube(low, [high[0]!, high[1]!, cut + 1])} @> ${earthPointOf(table)} and ${latitude} < ${origin.latitude}`,
    sql<boolean>`${cube([low[0]!, low[1]!, cut - 1], high)} @> ${earthPointOf(table)} and ${latitude} >= ${origin.latitude}`,
  ];
}
