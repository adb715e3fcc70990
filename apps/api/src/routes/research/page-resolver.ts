import type { BuildChoices, CarData, CarPage, ComparePage, RankingPage, ResolvedPage } from "@carmarket/contract";
import { compareSlug, rankingPath, type CompareCar, type PageMatch } from "@carmarket/routes";
import { buildOptionsOf, OPTION_PRICE_METHOD } from "../../catalogue/build-options.js";
import { findLine } from "../../catalogue/catalogue.js";
import type { Db } from "../../db/database.js";
import { carSummaries, findCar, reviewModels } from "./car-queries.js";

type CarMatch = Extract<PageMatch, { type: "CAR" | "BUILD_PRICE" | "WRITE_REVIEW" | "SUBMIT_REVIEW" | "REVIEW_SUCCESS" | "SINGLE_REVIEW" }>;

const CAR_PAGE_TYPES = new Set<PageMatch["type"]>(["CAR", "BUILD_PRICE", "WRITE_REVIEW", "SUBMIT_REVIEW", "REVIEW_SUCCESS", "SINGLE_REVIEW"]);

function isCarMatch(match: PageMatch): match is CarMatch {
  return CAR_PAGE_TYPES.has(match.type);
}

/** The newest researched year of a model, for year-less paths (§2.2 "new URL" tabs, compare slugs). */
async function newestYear(db: Db, brand: string, model: string): Promise<number | null> {
  const [newest] = await carSummaries(db, { brandSlug: brand, modelSlug: model }, 100).then((cars) => cars.map((c) => c.year).sort((a, b) => b - a));
  return newest ?? null;
}

/** The car page of a CAR-like match (car, its tab, or a page under the car); null when the car has no research. */
export async function resolveCarPage(db: Db, match: PageMatch): Promise<CarPage | null> {
  if (!isCarMatch(match)) return null;
  const year = match.year ?? (await newestYear(db, match.brand, match.model));
  if (year === null) return null;
  const car = await findCar(db, { brandSlug: match.brand, modelSlug: match.model, year });
  if (!car) return null;
  return { car, active_tab: match.type === "CAR" ? match.tab : "overview" };
}

/** Both (or all) cars of a compare slug at their newest researched year; null when one is unknown. */
export async function compareCars(db: Db, cars: readonly CompareCar[]): Promise<ComparePage | null> {
  const found: CarData[] = [];
  for (const { brand, model } of cars) {
    const year = await newestYear(db, brand, model);
    const car = year === null ? null : await findCar(db, { brandSlug: brand, modelSlug: model, year });
    if (!car) return null;
    found.push(car);
  }
  return { slug: compareSlug(cars), title: found.map((c) => c.title).join(" vs "), cars: found };
}

/** A ranking page by its path (§2.5: /{body-type} or /{body-type}/{ranking}). */
async function rankingPage(db: Db, url: string): Promise<RankingPage | null> {
  const ranking = await db.selectFrom("rankings").select(["id", "url", "title", "body_type"]).where("url", "=", url).executeTakeFirst();
  if (!ranking) return null;
  const entries = await db.selectFrom("ranking_entries").select(["research_car_id", "rank"]).where("ranking_id", "=", ranking.id).orderBy("rank").execute();
  const summaries = await Promise.all(entries.map((e) => carSummaries(db, { id: e.research_car_id }, 1)));
  const related = await rankingList(db, ranking.body_type);
  return {
    ranking: { url: ranking.url, title: ranking.title, body_type: ranking.body_type },
    entries: entries.flatMap((entry, i) => (summaries[i]?.[0] ? [{ ...summaries[i][0], rank: entry.rank }] : [])),
    related: related.filter((r) => r.url !== ranking.url),
  };
}

/** §3 Ranking items of one body style, in display order. */
export async function rankingList(db: Db, bodyType: string): Promise<{ url: string; title: string }[]> {
  return db.selectFrom("rankings").select(["url", "title"]).where("body_type", "=", bodyType).orderBy("position").execute();
}

/** Build & price's choices of a researched car: the catalogue's, priced by the stated method (issue #27.8). */
function buildChoices(car: CarData): BuildChoices {
  const line = findLine(car.brand_slug, car.model_slug);
  const msrps = new Map(car.content.trims.map((trim) => [trim.name, trim.msrp]));
  return { trims: line ? buildOptionsOf(line, car.year, msrps) : [], method: OPTION_PRICE_METHOD };
}

/** What a catch-all path shows; research pages come with their data, other page types with their parsed parts. */
export async function resolvePage(db: Db, match: PageMatch): Promise<ResolvedPage | null> {
  switch (match.type) {
    case "BRAND": {
      const brand = await db.selectFrom("brands").select(["id", "name", "slug"]).where("slug", "=", match.brand).executeTakeFirst();
      const models = brand ? await reviewModels(db, brand.id) : [];
      // A brand with nothing researched has no page: it answered 200 'No models found.' to crawlers (issue #27.11).
      return brand && models.length > 0 ? { page_type: "BRAND", brand, models } : null;
    }
    case "SUBMODEL": {
      const brand = await db.selectFrom("brands").select(["id", "name", "slug"]).where("slug", "=", match.brand).executeTakeFirst();
      const model = brand && (await reviewModels(db, brand.id)).find((m) => m.model_slug === match.model);
      if (!brand || !model) return null;
      const cars = (await carSummaries(db, { modelId: model.id }, 100)).sort((a, b) => b.year - a.year);
      return { page_type: "SUBMODEL", brand, model, cars };
    }
    case "RANKING": {
      const page = await rankingPage(db, rankingPath(match.bodyType, match.ranking));
      return page && { page_type: "RANKING", ...page };
    }
    case "COMPARE": {
      const page = await compareCars(db, match.cars);
      return page && { page_type: "COMPARE", ...page };
    }
    case "BUILD_PRICE": {
      const page = await resolveCarPage(db, match);
      return page && { page_type: "BUILD_PRICE", ...page, build: buildChoices(page.car) };
    }
    default: {
      if (!isCarMatch(match)) return { page_type: match.type, match: { ...match } };
      const page = await resolveCarPage(db, match);
      return page && ({ page_type: match.type, ...page } as ResolvedPage);
    }
  }
}
