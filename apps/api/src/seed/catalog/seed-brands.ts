import { BRANDS, submodelPath } from "@carmarket/routes";
import type { Db } from "../../db/database.js";
import { insertRows } from "../insert-rows.js";
import type { Trim } from "../../db/catalog-tables.js";
import { slugify } from "../slugify.js";
import { catalogIdentity, specSheet, variantSheets, type SpecSheet } from "../vehicle-specs.js";
import { MODEL_CATALOG, type BrandCatalog, type ModelSpec } from "./model-catalog.js";

/** First and last model year the catalogue covers (§9: current model year 2024, plus next year's cars). */
export const FIRST_MODEL_YEAR = 2015;
export const LAST_MODEL_YEAR = 2025;
/** New cars on lots are this year's or next year's (§9 current model year 2024). */
export const NEW_CAR_YEARS = [2024, 2025] as const;

/** MSRPs of earlier model years are lower by this share per year (apps/api/src/seed/README.md). */
const MSRP_YEARLY_INFLATION = 0.025;
/** Each trim up the ladder adds this share of the base MSRP. */
const TRIM_STEP = 0.09;

export interface SeededBrand {
  id: number;
  name: string;
  slug: string;
  catalog: BrandCatalog;
  models: SeededModel[];
}

export interface SeededModel {
  id: number;
  name: string;
  slug: string;
  spec: ModelSpec;
  /** Base MSRP by model year. */
  msrpByYear: Map<number, number>;
  /** Engine and figures of each trim of the brand's ladder. */
  specs: SpecSheet;
  /** The sheets of variants with their own powertrain ("Hybrid", "Prime", …). */
  variantSpecs: Readonly<Record<string, SpecSheet>>;
}

/** The trims of one model year: the brand's ladder, each step dearer than the last. */
export function trimsFor(catalog: BrandCatalog, msrpBase: number): Trim[] {
  return catalog.trims.map((name, index) => ({ name, msrp: Math.round((msrpBase * (1 + TRIM_STEP * index)) / 5) * 5 }));
}

/** Base MSRP of `spec` in `year`, deflated from its newest year. */
export function msrpInYear(spec: ModelSpec, year: number): number {
  return Math.round((spec.msrp * (1 - MSRP_YEARLY_INFLATION) ** (spec.lastYear - year)) / 5) * 5;
}

/** Inserts every brand of `BRANDS` with its models and model years; answers them with their ids. */
export async function seedBrands(db: Db): Promise<SeededBrand[]> {
  const catalogs = BRANDS.map((brand) => {
    const catalog = MODEL_CATALOG[brand.slug];
    if (!catalog) throw new Error(`no model catalogue for brand ${brand.slug}`);
    return { brand, catalog };
  });
  const brandRows = await db
    .insertInto("brands")
    .values(
      catalogs.map(({ brand, catalog }) => {
        const sellsNew = catalog.models.some((model) => model.lastYear >= NEW_CAR_YEARS[0]);
        return { name: brand.name, slug: brand.slug, is_used: catalog.models.length > 0, is_new: sellsNew, is_certified: sellsNew };
      }),
    )
    .returning(["id", "slug"])
    .execute();
  const brandId = new Map(brandRows.map((row) => [row.slug, row.id]));
  const modelInputs = catalogs.flatMap(({ brand, catalog }) =>
    catalog.models.map((spec) => ({ brand, catalog, spec, slug: slugify(spec.name), brandId: brandId.get(brand.slug) ?? 0 })),
  );
  const modelRows = await db
    .insertInto("models")
    .values(
      modelInputs.map(({ brand, spec, slug, brandId: id }) => ({
        brand_id: id,
        name: spec.name,
        slug,
        body_type: spec.body,
        vehicle_class: spec.vehicleClass,
        submodel_family_slug: slug,
        url: submodelPath({ brand: brand.slug, model: slug }),
      })),
    )
    .returning(["id", "brand_id", "slug"])
    .execute();
  const modelId = new Map(modelRows.map((row) => [`${row.brand_id}/${row.slug}`, row.id]));
  const models = modelInputs.map((input) => {
    const msrpByYear = new Map<number, number>();
    for (let year = Math.max(input.spec.firstYear, FIRST_MODEL_YEAR); year <= Math.min(input.spec.lastYear, LAST_MODEL_YEAR); year++) {
      msrpByYear.set(year, msrpInYear(input.spec, year));
    }
    const id = modelId.get(`${input.brandId}/${input.slug}`) ?? 0;
    const trimCount = input.catalog.trims.length;
    const specs = specSheet(catalogIdentity(input.brand.name, input.spec), trimCount);
    const variantSpecs = variantSheets(input.brand.name, input.spec, trimCount);
    return { ...input, model: { id, name: input.spec.name, slug: input.slug, spec: input.spec, msrpByYear, specs, variantSpecs } satisfies SeededModel };
  });
  await insertRows(
    db,
    "model_years",
    models.flatMap(({ model, catalog }) =>
      [...model.msrpByYear].map(([year, msrp]) => ({ model_id: model.id, year, msrp_base: msrp, trims: trimsFor(catalog, msrp) })),
    ),
  );
  return catalogs.map(({ brand, catalog }) => ({
    id: brandId.get(brand.slug) ?? 0,
    name: brand.name,
    slug: brand.slug,
    catalog,
    models: models.filter((entry) => entry.brand.slug === brand.slug).map((entry) => entry.model),
  }));
}
