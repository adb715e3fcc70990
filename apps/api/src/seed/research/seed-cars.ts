import { BODY_TYPES, CURRENT_MODEL_YEAR, isBodyTypeSlug } from "@carmarket/routes";
import type { Db } from "../../db/database.js";
import { buildResearchContent, editorScore, powertrainOf, type CarInput } from "./car-content.js";
import { findLine, trimsOfYear } from "../../catalogue/catalogue.js";
import { Prng } from "../../stable-random/prng.js";
import { insertRows } from "../insert-rows.js";
import { slugify } from "../slugify.js";
import { seedFromText } from "../../stable-random/seed-from-text.js";
import { ownerReview, type ReviewedCar } from "./owner-review-text.js";

/** Models per ranking (rankings list the best of their kind). */
const RANKING_SIZE = 10;

export interface SeedCarsOptions {
  seed: number;
  /** Only model-years of these model ids (tests); default every model-year with listings. */
  modelIds?: readonly number[] | undefined;
}

/** Research content for every model-year that has listings, then rankings and a few published user reviews. */
export async function seedCars(db: Db, { seed, modelIds }: SeedCarsOptions): Promise<void> {
  let query = db
    .selectFrom("model_years as my")
    .innerJoin("models as m", "m.id", "my.model_id")
    .innerJoin("brands as b", "b.id", "m.brand_id")
    .where(({ exists, selectFrom }) =>
      exists(selectFrom("listings as l").select("l.vin").whereRef("l.model_id", "=", "my.model_id").whereRef("l.year", "=", "my.year")),
    )
    .select(["my.model_id", "my.year", "my.trims", "m.body_type", "m.vehicle_class", "b.name as brand_name", "b.slug as brand_slug", "m.slug as model_slug"])
    .orderBy("my.model_id")
    .orderBy("my.year");
  if (modelIds) query = query.where("my.model_id", "in", modelIds.length ? modelIds : [-1]);
  const rows = await query.execute();

  // Research is written for the catalogue's lines only: their figures come from it (ADR 271).
  const prepared = rows.flatMap((row) => {
    const line = findLine(row.brand_slug, row.model_slug);
    if (!line || !trimsOfYear(line, row.year).length) return [];
    const input: CarInput = {
      brandName: row.brand_name,
      line,
      slug: slugify(`${row.brand_slug} ${row.model_slug} ${row.year}`),
      year: row.year,
      trims: row.trims,
    };
    // One random stream per model-year: adding a model does not change the others' pages.
    const content = buildResearchContent(input, new Prng(seedFromText(input.slug, seed)));
    return [{ row, input, content, score: editorScore(content) }];
  });
  await insertRows(
    db,
    "research_cars",
    prepared.map(({ row, content, score }) => ({ model_id: row.model_id, year: row.year, score, content })),
  );
  const ids = new Map((await db.selectFrom("research_cars").select(["id", "model_id", "year"]).execute()).map((r) => [`${r.model_id}/${r.year}`, r.id]));
  const cars: RankedCar[] = prepared.map(({ row, score }) => ({
    id: ids.get(`${row.model_id}/${row.year}`)!,
    modelId: row.model_id,
    year: row.year,
    body: row.body_type,
    vehicleClass: row.vehicle_class,
    score,
  }));
  await seedRankings(db, cars);
  const reviewed = prepared.map(({ row, input, content, score }, index) => ({
    id: cars[index]!.id,
    score,
    car: { modelName: input.line.name, year: row.year, bodyType: row.body_type, powertrain: powertrainOf(content) },
  }));
  await seedUserReviews(db, reviewed, new Prng(seed ^ 0x5eed));
}

export interface RankedCar {
  id: number;
  modelId: number;
  year: number;
  body: string;
  vehicleClass: string;
  score: number;
}

/** A class ranking needs this many current models; 11 lists held one car (issue #27.13). */
const MIN_CLASS_RANKING_SIZE = 2;

/** One ranking to write: its row and its cars, best first. */
export interface RankingDraft {
  ranking: { body_type: string; slug: string; title: string; url: string; position: number };
  cars: RankedCar[];
}

/**
 * One ranking per body style (§2.5, path /{body}) and one per vehicle class inside it
 * (/{body}/best-{class}s) with at least {@link MIN_CLASS_RANKING_SIZE} cars, each over the newest year of
 * every model still made (newest researched year at least the §9 current model year: a 2023 Jeep
 * Cherokee led Best Compact SUVs as if current, issue #27.13), best score first.
 */
export function rankingDrafts(cars: readonly RankedCar[]): RankingDraft[] {
  const newest = new Map<number, RankedCar>();
  for (const car of cars) if ((newest.get(car.modelId)?.year ?? 0) < car.year) newest.set(car.modelId, car);
  const latest = [...newest.values()].filter((car) => car.year >= CURRENT_MODEL_YEAR).sort((a, b) => b.score - a.score || a.id - b.id);
  const drafts: RankingDraft[] = [];
  for (const body of Object.keys(BODY_TYPES)) {
    if (!isBodyTypeSlug(body)) continue;
    const ofBody = latest.filter((c) => c.body === body);
    if (!ofBody.length) continue;
    drafts.push({
      ranking: { body_type: body, slug: body, title: `Best ${plural(BODY_TYPES[body])}`, url: `/${body}`, position: drafts.length },
      cars: ofBody,
    });
    const classes = [...new Set(ofBody.map((c) => c.vehicleClass))].sort();
    for (const vehicleClass of classes) {
      const ofClass = ofBody.filter((c) => c.vehicleClass === vehicleClass);
      if (ofClass.length < MIN_CLASS_RANKING_SIZE) continue;
      const slug = `best-${slugify(plural(vehicleClass))}`;
      drafts.push({
        ranking: { body_type: body, slug, title: `Best ${plural(vehicleClass)}`, url: `/${body}/${slug}`, position: drafts.length },
        cars: ofClass,
      });
    }
  }
  return drafts;
}

async function seedRankings(db: Db, cars: readonly RankedCar[]): Promise<void> {
  for (const { ranking, cars: ranked } of rankingDrafts(cars)) await insertRanking(db, ranking, ranked);
}

async function insertRanking(
  db: Db,
  ranking: { body_type: string; slug: string; title: string; url: string; position: number },
  cars: readonly RankedCar[],
): Promise<void> {
  const { id } = await db.insertInto("rankings").values(ranking).returning("id").executeTakeFirstOrThrow();
  const entries = cars.slice(0, RANKING_SIZE).map((car, index) => ({ ranking_id: id, research_car_id: car.id, rank: index + 1, score: car.score }));
  await db.insertInto("ranking_entries").values(entries).execute();
}

/** "SUV" → "SUVs", "Pickup Truck" → "Pickup Trucks", "Luxury SUV" → "Luxury SUVs". */
function plural(label: string): string {
  return label.endsWith("s") ? label : `${label}s`;
}

/**
 * Two to four published owner reviews per car, each written for its car and its stars (issue #27.6), no two
 * alike; a car the editors rate higher gets happier owners on average (the moderation path is in POST /reviews).
 */
async function seedUserReviews(db: Db, cars: readonly { id: number; score: number; car: ReviewedCar }[], random: Prng): Promise<void> {
  const written = new Set<string>();
  const rows = cars.flatMap(({ id, score, car }) => {
    const ownersMean = Math.min(4.7, Math.max(2.6, 2.2 + score * 0.3));
    return Array.from({ length: random.int(2, 4) }, () => {
      const rating = Math.min(5, Math.max(1, Math.round(ownersMean + (random.next() - 0.5) * 2.5)));
      let review = ownerReview(car, rating, random);
      while (written.has(review.text)) review = ownerReview(car, rating, random);
      written.add(review.text);
      return {
        research_car_id: id,
        rating,
        title: review.title,
        text: review.text,
        author_name: random.pick(["Alex M.", "Dana R.", "Luis G.", "Kim T.", "Pat S.", "Morgan L.", "Jamie W.", "Priya K.", "Omar H.", "Beth C."]),
        email: "seed@carmarket.invalid",
        status: "published",
        moderation_note: "",
        created_at: new Date(Date.UTC(2024, random.int(0, 5), random.int(1, 28))),
      };
    });
  });
  await insertRows(db, "car_reviews", rows);
}
