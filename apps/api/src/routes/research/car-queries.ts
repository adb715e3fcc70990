import type { CarData, CarSummary, CarUserReview, ResearchContent, ReviewModel } from "@carmarket/contract";
import { carPath, submodelPath } from "@carmarket/routes";
import { sql } from "kysely";
import { MAKER_SITES } from "../../catalogue/maker-sites.js";
import type { Db } from "../../db/database.js";

/** The research page (review) of a listing's model year, or null when it has none (issue #27.2: listings never linked to it). */
export async function reviewPathOf(db: Db, vin: string): Promise<string | null> {
  const row = await db
    .selectFrom("listings as l")
    .innerJoin("research_cars as rc", (join) => join.onRef("rc.model_id", "=", "l.model_id").onRef("rc.year", "=", "l.year"))
    .innerJoin("models as m", "m.id", "l.model_id")
    .innerJoin("brands as b", "b.id", "m.brand_id")
    .select(["b.slug as brand", "m.slug as model", "l.year"])
    .where("l.vin", "=", vin)
    .executeTakeFirst();
  return row ? carPath(row) : null;
}

/** Published user reviews returned with a car; the rest come page by page from GET /reviews. */
const CAR_REVIEWS_SHOWN = 5;

function carQuery(db: Db) {
  return db
    .selectFrom("research_cars as rc")
    .innerJoin("models as m", "m.id", "rc.model_id")
    .innerJoin("brands as b", "b.id", "m.brand_id")
    .select([
      "rc.id",
      "rc.year",
      "rc.score",
      "m.id as model_id",
      "m.name as model_name",
      "m.slug as model_slug",
      "m.body_type",
      "m.vehicle_class",
      "b.name as brand_name",
      "b.slug as brand_slug",
      sql<number>`(rc.content->'overview'->>'msrp_min')::int`.as("msrp_min"),
      sql<string>`coalesce(rc.content->'gallery'->0->>'path', '')`.as("image"),
    ]);
}

type CarRow = Awaited<ReturnType<ReturnType<typeof carQuery>["execute"]>>[number];

function toSummary(row: CarRow): CarSummary {
  return {
    id: row.id,
    title: `${row.year} ${row.brand_name} ${row.model_name}`,
    url: carPath({ brand: row.brand_slug, model: row.model_slug, year: row.year }),
    brand_name: row.brand_name,
    brand_slug: row.brand_slug,
    model_name: row.model_name,
    model_slug: row.model_slug,
    year: row.year,
    body_type: row.body_type,
    vehicle_class: row.vehicle_class,
    score: row.score,
    msrp_min: row.msrp_min,
    image: row.image,
  };
}

/** Which research cars a list holds. */
export interface CarFilter {
  id?: number;
  brandSlug?: string;
  modelSlug?: string;
  modelId?: number;
  year?: number;
  vehicleClass?: string;
  excludeModelId?: number;
}

function filtered(db: Db, filter: CarFilter) {
  let query = carQuery(db);
  if (filter.id !== undefined) query = query.where("rc.id", "=", filter.id);
  if (filter.brandSlug !== undefined) query = query.where("b.slug", "=", filter.brandSlug);
  if (filter.modelSlug !== undefined) query = query.where("m.slug", "=", filter.modelSlug);
  if (filter.modelId !== undefined) query = query.where("m.id", "=", filter.modelId);
  if (filter.year !== undefined) query = query.where("rc.year", "=", filter.year);
  if (filter.vehicleClass !== undefined) query = query.where("m.vehicle_class", "=", filter.vehicleClass);
  if (filter.excludeModelId !== undefined) query = query.where("m.id", "!=", filter.excludeModelId);
  return query;
}

/** Research car summaries matching `filter`, best score first. */
export async function carSummaries(db: Db, filter: CarFilter, limit = 100): Promise<CarSummary[]> {
  const rows = await filtered(db, filter).orderBy("rc.score", "desc").orderBy("rc.id").limit(limit).execute();
  return rows.map(toSummary);
}

/** One car by research id, or by brand/model slug and year; null when there is no such research page. */
export async function findCar(db: Db, key: { id: number } | { brandSlug: string; modelSlug: string; year: number }): Promise<CarData | null> {
  const row = await filtered(db, key).select("rc.content").executeTakeFirst();
  if (!row) return null;
  const content = row.content as unknown as ResearchContent;
  const summary = toSummary(row);
  const competitors = await carSummaries(db, { vehicleClass: row.vehicle_class, excludeModelId: row.model_id, year: row.year }, 4);
  const withCompetitors: ResearchContent = { ...content, editor_review: { ...content.editor_review, competitor_data: competitors } };
  return {
    ...summary,
    content: withCompetitors,
    has: optionalTabs(withCompetitors),
    new_car_path: submodelPath({ brand: row.brand_slug, model: row.model_slug }),
    maker_sites: MAKER_SITES[row.brand_slug] ?? null,
    model_years: (await db.selectFrom("research_cars").select("year").where("model_id", "=", row.model_id).orderBy("year", "desc").execute()).map(
      (r) => r.year,
    ),
    user_reviews: await userReviews(db, row.id, CAR_REVIEWS_SHOWN, 0),
  };
}

/** Published reviews of a car, newest first, with the count and average over all published ones. */
export async function userReviews(db: Db, carId: number, limit: number, offset: number): Promise<CarData["user_reviews"]> {
  const stats = await db
    .selectFrom("car_reviews")
    .where("research_car_id", "=", carId)
    .where("status", "=", "published")
    .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.avg<string | null>("rating").as("average")])
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom("car_reviews")
    .where("research_car_id", "=", carId)
    .where("status", "=", "published")
    .select(["id", "rating", "title", "text", "author_name", "created_at"])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .offset(offset)
    .execute();
  const reviews: CarUserReview[] = rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() }));
  return { count: Number(stats.count), average_rating: stats.average === null ? null : Math.round(Number(stats.average) * 10) / 10, reviews };
}

/** §2.2: overview, versus and trims are shown only when their data exists. */
function optionalTabs(content: ResearchContent): CarData["has"] {
  return {
    overview: Boolean(content.overview.summary),
    versus: content.editor_review.competitor_data.length > 0,
    trims: content.trims.length > 1,
  };
}

/** Models of a brand that have research pages, with their years newest first (§3 Model (review), Year entry). */
export async function reviewModels(db: Db, brandId: number): Promise<ReviewModel[]> {
  const rows = await db
    .selectFrom("research_cars as rc")
    .innerJoin("models as m", "m.id", "rc.model_id")
    .where("m.brand_id", "=", brandId)
    .innerJoin("brands as b", "b.id", "m.brand_id")
    .select(["m.id", "m.name", "m.slug", "b.slug as brand_slug", "m.body_type", "rc.year"])
    .orderBy(sql`lower(m.name)`)
    .orderBy("m.id")
    .orderBy("rc.year", "desc")
    .execute();
  const models = new Map<number, ReviewModel>();
  for (const row of rows) {
    const ref = { brand: row.brand_slug, model: row.slug };
    const model = models.get(row.id) ?? { name: row.name, model_slug: row.slug, id: row.id, url: submodelPath(ref), body_type: row.body_type, years: [] };
    model.years.push({ year: row.year, url: carPath({ ...ref, year: row.year }) });
    models.set(row.id, model);
  }
  return [...models.values()];
}
