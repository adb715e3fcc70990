import { dealerPath } from "@carmarket/routes";
import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { ZipsTable } from "../../db/catalog-tables.js";
import { milesBetween } from "../../search/geo.js";
import type { Prng } from "../../stable-random/prng.js";
import { slugify } from "../slugify.js";
import { insertRows } from "../insert-rows.js";
import { refreshDealerRatings } from "../../dealers/dealer-ratings.js";
import { METROS, METRO_RADIUS_MILES } from "./metros.js";
import { stateName } from "../../places/state-names.js";
import type { SeededBrand } from "./seed-brands.js";
import { FIRST_NAMES, LAST_NAMES, REVIEW_TEMPLATES, STREET_NAMES, STREET_SUFFIXES } from "./word-lists.js";

/** Share of dealers placed at any US ZIP instead of near a big metro (rural and small-town lots). */
const RURAL_SHARE = 0.12;
/** Share of dealers that hold a brand franchise (sell that brand new and certified). */
const FRANCHISE_SHARE = 0.6;
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;

export interface SeededDealer {
  id: number;
  zip: string;
  cityName: string;
  stateName: string;
  latitude: number;
  longitude: number;
  /** The brand it holds a franchise for; independents sell used cars of any brand. */
  franchise: SeededBrand | null;
}

/** How many dealers a catalogue of `listings` cars gets (about 50 cars per lot). */
export function dealerCountFor(listings: number): number {
  return Math.min(4000, Math.max(8, Math.round(listings / 50)));
}

/** ZIPs within the metro radius of each metro centre, with the metro's weight. */
function metroZipPools(zips: readonly ZipsTable[]): { population: number; zips: ZipsTable[] }[] {
  const byZip = new Map(zips.map((zip) => [zip.zip, zip]));
  return METROS.flatMap((metro) => {
    const centre = byZip.get(metro.zip);
    if (!centre) return [];
    const near = zips.filter((zip) => milesBetween(centre.latitude, centre.longitude, zip.latitude, zip.longitude) <= METRO_RADIUS_MILES);
    return [{ population: metro.population, zips: near }];
  });
}

function weeklyTiming(prng: Prng): Record<string, string> {
  const weekday = prng.pick(["9:00 AM - 8:00 PM", "8:30 AM - 7:00 PM", "9:00 AM - 9:00 PM"]);
  const timing: Record<string, string> = {};
  for (const day of WEEKDAYS) timing[day] = weekday;
  timing.Saturday = prng.pick(["9:00 AM - 6:00 PM", "10:00 AM - 5:00 PM", "closed"]);
  timing.Sunday = prng.chance(0.6) ? "closed" : "11:00 AM - 5:00 PM";
  return timing;
}

function phone(prng: Prng): string {
  // 555-01xx numbers are reserved for fiction, so no real business is ever called.
  return `(${prng.int(201, 989)}) 555-01${String(prng.int(0, 99)).padStart(2, "0")}`;
}

/**
 * Inserts `count` dealers at real ZIPs (weighted toward populous metros) with contact map, weekly
 * hours and 0–14 reviews each; rating and rating_count follow from the reviews.
 */
export async function seedDealers(
  db: Db,
  prng: Prng,
  options: { count: number; zips: readonly ZipsTable[]; brands: readonly SeededBrand[]; now: Date },
): Promise<SeededDealer[]> {
  const pools = metroZipPools(options.zips);
  const franchiseBrands = options.brands.filter((brand) => brand.weight > 0 && brand.models.length > 0);
  const usedSlugs = new Set<string>();
  const drafts = Array.from({ length: options.count }, (_, i) => {
    const zip = prng.chance(RURAL_SHARE) ? prng.pick(options.zips) : prng.pick(prng.weighted(pools, (pool) => pool.population).zips);
    const franchise = prng.chance(FRANCHISE_SHARE) ? prng.weighted(franchiseBrands, (brand) => brand.weight) : null;
    const surname = prng.pick(LAST_NAMES);
    const name = franchise
      ? prng.pick([`${zip.city} ${franchise.name}`, `${surname} ${franchise.name}`, `${franchise.name} of ${zip.city}`])
      : prng.pick([`${zip.city} Auto Sales`, `${surname} Motors`, `${surname} Auto Group`, `${zip.city} Pre-Owned`]);
    let slug = slugify(name);
    if (usedSlugs.has(slug)) slug = `${slug}-${i}`;
    usedSlugs.add(slug);
    const contact: Record<string, string> = { Sales: phone(prng), Service: phone(prng) };
    if (prng.chance(0.5)) contact.Parts = phone(prng);
    const row = {
      name,
      slug,
      email: `sales@${slug}.example.com`,
      website: `https://www.${slug}.example.com`,
      contact: JSON.stringify(contact),
      timing: JSON.stringify(weeklyTiming(prng)),
      address: `${prng.int(100, 9899)} ${prng.pick(STREET_NAMES)} ${prng.pick(STREET_SUFFIXES)}`,
      zip: zip.zip,
      city: zip.city,
      state: zip.state,
      latitude: zip.latitude,
      longitude: zip.longitude,
      dealer_url: "",
    };
    return { row, zip, franchise };
  });
  const dealers: SeededDealer[] = [];
  for (let start = 0; start < drafts.length; start += 1000) {
    const chunk = drafts.slice(start, start + 1000);
    const ids = await db
      .insertInto("dealers")
      .values(chunk.map((draft) => draft.row))
      .returning("id")
      .execute();
    chunk.forEach(({ zip, franchise }, index) => {
      const id = ids[index]?.id ?? 0;
      dealers.push({ id, zip: zip.zip, cityName: zip.city, stateName: stateName(zip.state), latitude: zip.latitude, longitude: zip.longitude, franchise });
    });
  }
  // The dealer page path needs the id the database just gave out.
  const urls = JSON.stringify(dealers.map((dealer) => ({ id: dealer.id, url: dealerPath(dealer.id) })));
  await sql`update dealers d set dealer_url = v.url from json_to_recordset(${urls}::json) as v(id integer, url text) where d.id = v.id`.execute(db);
  await seedDealerReviews(db, prng, dealers, options.now);
  return dealers;
}

async function seedDealerReviews(db: Db, prng: Prng, dealers: readonly SeededDealer[], now: Date): Promise<void> {
  const reviews = dealers.flatMap((dealer) => {
    // Most lots are liked, some are not: a per-dealer mood skews its ratings.
    const mood = prng.next();
    return Array.from({ length: prng.int(0, 14) }, () => {
      const rating = Math.min(5, Math.max(1, Math.round(prng.normal(2.6 + mood * 2.6, 0.9))));
      const template = prng.pick(REVIEW_TEMPLATES.filter((t) => Math.abs(t.rating - rating) <= 1));
      return {
        dealer_id: dealer.id,
        rating,
        title: template.title,
        text: template.text,
        author_name: `${prng.pick(FIRST_NAMES)} ${prng.pick(LAST_NAMES).charAt(0)}.`,
        created_at: new Date(now.getTime() - prng.int(1, 900) * 86_400_000),
        likes: prng.int(0, 12),
        dislikes: prng.int(0, 3),
      };
    });
  });
  await insertRows(db, "dealer_reviews", reviews);
  await refreshDealerRatings(db);
}
