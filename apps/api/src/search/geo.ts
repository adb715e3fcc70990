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
export const EARTH_RADIUS_METRES = 6378168;

/** Postgres's `radians()` factor, RADIANS_PER_DEGREE in its float.c (0.0174532925199432957692): the same double. */
export const DEGREES_TO_RADIANS = Math.PI / 180;

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
 * per row cost ~25 µs a car at 100,000 listings (ADR 170); a GiST box (`earthBoxAroundRow`)
 * does the index work.
 */
export function distanceMetresSql(origin: { latitude: number; longitude: number }, table: string): RawBuilder<number> {
  return metresFromXyzSql(earthXyz(sql`${origin.latitude}::float8`, sql`${origin.longitude}::float8`), table);
}

/**
 * `distanceMetresSql` from a point given as SQL (latitude, longitude), e.g. another row's columns: its x, y, z
 * columns as {@link earthXyzColumnsSql} names them, computed once (in a CTE) and read per row.
 */
export function distanceFromRowSql(from: string, table: string): RawBuilder<number> {
  return metresFromXyzSql([sql.ref(`${from}.earth_x`), sql.ref(`${from}.earth_y`), sql.ref(`${from}.earth_z`)], table);
}

/** `earth_x, earth_y, earth_z` of a point, for {@link distanceFromRowSql}: the same float8 steps as `distanceMetresSql`. */
export function earthXyzColumnsSql(latitude: RawBuilder<unknown>, longitude: RawBuilder<unknown>): RawBuilder<unknown> {
  const [x, y, z] = earthXyz(latitude, longitude);
  return sql`${x} as earth_x, ${y} as earth_y, ${z} as earth_z`;
}

function metresFromXyzSql(from: RawBuilder<unknown>[], table: string): RawBuilder<number> {
  const to = earthXyz(sql.ref(`${table}.latitude`), sql.ref(`${table}.longitude`));
  const chord = sql`sqrt(${sql.join(
    from.map((axis, i) => sql`(${axis} - ${to[i]}) ^ 2`),
    sql` + `,
  )})`;
  return sql<number>`(${sql.lit(2 * EARTH_RADIUS_METRES)} * asin(least(${chord} / ${sql.lit(2 * EARTH_RADIUS_METRES)}, 1)))`;
}

/** A row's place as earthdistance's earth point: the expression the GiST indexes are built on. */
const earthPointOf = (table: string) => sql`ll_to_earth(${sql.ref(`${table}.latitude`)}, ${sql.ref(`${table}.longitude`)})`;

/**
 * The GiST-indexed prefilter (ADR 030): the row's earth point inside the cube of `metres` around another row's
 * `latitude` and `longitude` (a nested loop's outer row: the index scan takes it as a parameter).
 */
export function earthBoxAroundRow(from: string, metres: number, table: string): RawBuilder<boolean> {
  return sql<boolean>`earth_box(${earthPointOf(from)}, ${metres}) @> ${earthPointOf(table)}`;
}

/** earthdistance's `gc_to_sec`: the straight-line length through the earth of a great-circle distance. */
function chordMetres(metres: number): number {
  if (metres <= 0) return 0;
  if (metres / EARTH_RADIUS_METRES > Math.PI) return 2 * EARTH_RADIUS_METRES;
  return 2 * EARTH_RADIUS_METRES * Math.sin(metres / (2 * EARTH_RADIUS_METRES));
}

/** A point on earthdistance's earth as x, y, z in metres: `ll_to_earth` and `earthXyz` in JavaScript, operation for operation. */
export type EarthPoint = readonly [x: number, y: number, z: number];

/** `ll_to_earth(latitude, longitude)` computed in the same float8 steps as the database. */
export function earthPoint(latitude: number, longitude: number): EarthPoint {
  const lat = latitude * DEGREES_TO_RADIANS;
  const lng = longitude * DEGREES_TO_RADIANS;
  return [EARTH_RADIUS_METRES * Math.cos(lat) * Math.cos(lng), EARTH_RADIUS_METRES * Math.cos(lat) * Math.sin(lng), EARTH_RADIUS_METRES * Math.sin(lat)];
}

/**
 * `distanceMetresSql` in JavaScript, for the search index (ADR 258): chord through the earth, then arc.
 * Math.cos and friends may differ from the C library's in the last bit, so a car within a nanometre of
 * the radius could fall on the other side; nothing else can differ.
 */
export function metresBetween(from: EarthPoint, to: EarthPoint): number {
  const dx = from[0] - to[0];
  const dy = from[1] - to[1];
  const dz = from[2] - to[2];
  const chord = Math.sqrt(dx * dx + dy * dy + dz * dz);
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(chord / (2 * EARTH_RADIUS_METRES), 1));
}

/** `earth_box(origin, metres) @> point` in JavaScript: the point inside the cube of half-side gc_to_sec(metres) around `origin`. */
export function inEarthBox(origin: EarthPoint, metres: number, point: EarthPoint): boolean {
  const half = chordMetres(metres);
  for (let axis = 0; axis < 3; axis++) {
    if (origin[axis]! - half > point[axis]! || origin[axis]! + half < point[axis]!) return false;
  }
  return true;
}
