import { sql } from "kysely";
import type { Db } from "../../db/database.js";
import type { ArticleCars } from "../../news/news-page-data.js";
import { listingCard, type ListingCard } from "../../search/listing-card.js";
import { CARD_COLUMNS, type CardRow } from "../../search/listing-columns.js";

/** §9: carousels show at most 9 cars. */
const CAROUSEL_CARS = 9;

/**
 * Cars for the bottom of an article: the newest listings of the brand the headline names (longest
 * name wins, so "Land Rover" beats "Rover"), as the catalogue's listing cards, and that brand's
 * research path. Empty when no brand is named.
 */
export async function articleCars(db: Db, title: string): Promise<ArticleCars<ListingCard>> {
  const lower = title.toLowerCase();
  const brands = await db.selectFrom("brands").select(["id", "name", "slug"]).execute();
  const brand = brands.filter((b) => new RegExp(`\\b${escapeRegExp(b.name.toLowerCase())}\\b`).test(lower)).sort((a, b) => b.name.length - a.name.length)[0];
  if (!brand) return { subfooterVins: [], carUrlSlug: "" };
  const rows = await sql<CardRow>`
    select ${CARD_COLUMNS}, null::float8 as dist
    from listings l join dealers d on d.id = l.dealer_id
    where l.brand_id = ${brand.id} and not l.is_sold
    order by l.date_of_release_in_market desc, l.vin
    limit ${CAROUSEL_CARS}
  `.execute(db);
  return { carUrlSlug: `/${brand.slug}`, subfooterVins: rows.rows.map(listingCard) };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
