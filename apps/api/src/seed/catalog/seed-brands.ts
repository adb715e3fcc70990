import { BRANDS, submodelPath } from "@carmarket/routes";
import { configurationsOf, trimsOfYear, vinOf, yearsOf, type Configuration } from "../../catalogue/catalogue.js";
import { msrpInYear } from "../../catalogue/estimates.js";
import { generationOf } from "../../catalogue/configuration-match.js";
import type { ModelLine } from "../../catalogue/model-line.js";
import { MODEL_LINES } from "../../catalogue/model-lines.js";
import type { Db } from "../../db/database.js";
import type { Trim } from "../../db/catalog-tables.js";
import { rememberVinPatterns } from "../../vin-decoding/vin-patterns.js";
import { insertRows } from "../insert-rows.js";

/** New cars on lots are this year's or next year's (§9 current model year 2024). */
export const NEW_CAR_YEARS = [2024, 2025] as const;

export interface SeededBrand {
  id: number;
  name: string;
  slug: string;
  /** Share of listings: the sum of its lines' weights. */
  weight: number;
  models: SeededModel[];
}

export interface SeededModel {
  id: number;
  name: string;
  slug: string;
  line: ModelLine;
  /** Model years with configurations, oldest first. */
  years: number[];
  /** The configurations of each model year. */
  configurations: ReadonlyMap<number, readonly Configuration[]>;
}

/** The trims of a model year with the year's MSRP (estimated from the published one outside its year, ADR 273). */
export function trimsFor(line: ModelLine, year: number): Trim[] {
  const generation = generationOf(line, year);
  if (!generation) return [];
  return trimsOfYear(line, year).map((trim) => ({ name: trim.name, msrp: msrpInYear(trim.msrp, generation.msrpYear, year) }));
}

/**
 * Inserts every brand of `BRANDS` and the catalogue's lines (with the vPIC names each covers) and model years, and
 * stores vPIC's decode of every stem a seeded VIN can use, so a vehicle page reads its car's facts by pattern.
 */
export async function seedBrands(db: Db): Promise<SeededBrand[]> {
  const linesOf = (slug: string) => MODEL_LINES.filter((line) => line.brand === slug && yearsOf(line).length > 0);
  const brandRows = await db
    .insertInto("brands")
    .values(
      BRANDS.map((brand) => {
        const lines = linesOf(brand.slug);
        const sellsNew = lines.some((line) => line.years[1] >= NEW_CAR_YEARS[0]);
        return { name: brand.name, slug: brand.slug, is_used: lines.length > 0, is_new: sellsNew, is_certified: sellsNew };
      }),
    )
    .returning(["id", "slug"])
    .execute();
  const brandId = new Map(brandRows.map((row) => [row.slug, row.id]));
  const lines = BRANDS.flatMap((brand) => linesOf(brand.slug).map((line) => ({ brand, line })));
  const modelRows = await db
    .insertInto("models")
    .values(
      lines.map(({ brand, line }) => ({
        brand_id: brandId.get(brand.slug) ?? 0,
        name: line.name,
        slug: line.slug,
        body_type: line.body,
        vehicle_class: line.vehicleClass,
        submodel_family_slug: line.slug,
        url: submodelPath({ brand: brand.slug, model: line.slug }),
        vpic_names: [...line.vpic.models],
      })),
    )
    .returning(["id"])
    .execute();
  const models = lines.map(({ brand, line }, index) => {
    const configurations = new Map<number, Configuration[]>();
    for (const configuration of configurationsOf(line))
      configurations.set(configuration.year, [...(configurations.get(configuration.year) ?? []), configuration]);
    const model: SeededModel = { id: modelRows[index]?.id ?? 0, name: line.name, slug: line.slug, line, years: [...configurations.keys()], configurations };
    return { brand, model };
  });
  await insertRows(
    db,
    "model_years",
    models.flatMap(({ model }) =>
      model.years.map((year) => {
        const trims = trimsFor(model.line, year);
        return { model_id: model.id, year, msrp_base: Math.min(...trims.map((trim) => trim.msrp)), trims };
      }),
    ),
  );
  await rememberVinPatterns(
    db,
    models.flatMap(({ model }) =>
      [...model.configurations.values()].flat().map((configuration) => ({ vin: vinOf(configuration, 0), facts: configuration.facts })),
    ),
  );
  return BRANDS.map((brand) => {
    const own = models.filter((entry) => entry.brand.slug === brand.slug).map((entry) => entry.model);
    return {
      id: brandId.get(brand.slug) ?? 0,
      name: brand.name,
      slug: brand.slug,
      weight: own.reduce((sum, model) => sum + model.line.weight, 0),
      models: own,
    };
  });
}
