import * as v from "valibot";
import { wholeNumber } from "./answer-fields.js";
import { defineOperations, type QueryOf } from "./operation.js";
import { flagText, integerText } from "./query-fields.js";

/** §3 Brand with the sale-tab flags (§2.5). */
export const brand = v.object({
  id: wholeNumber,
  name: v.string(),
  slug: v.string(),
  url: v.pipe(v.string(), v.description("Brand page, e.g. `/land-rover`.")),
  isUsed: v.boolean(),
  isNew: v.boolean(),
  isCertified: v.boolean(),
});

export type Brand = v.InferOutput<typeof brand>;

/** §3 year entry. */
const yearEntry = v.object({ year: wholeNumber, url: v.string() });

export type YearEntry = v.InferOutput<typeof yearEntry>;

/** §3 model of the sale flow. */
export const saleModel = v.object({
  model_name: v.string(),
  model_slug: v.string(),
  id: wholeNumber,
  url: v.pipe(v.string(), v.description("The model's listing page in the chosen tab.")),
  years: v.optional(v.pipe(v.array(yearEntry), v.description("With `for_home=1` (the three-step picker): years on sale, newest first."))),
});

export type SaleModel = v.InferOutput<typeof saleModel>;

/** A brand with its models' slugs and names: the catalogue `@carmarket/search-words` reads (issue #17). */
export const searchCatalogBrand = v.object({
  slug: v.string(),
  name: v.string(),
  models: v.array(v.object({ slug: v.string(), name: v.string() })),
});

export type SearchCatalogBrand = v.InferOutput<typeof searchCatalogBrand>;

/**
 * What a typed search is read against (ADR 253) and what the search page suggests: the brands with their models,
 * the transmissions and the features ('Sunroof/Moonroof') the listings name, in their own words (issue #26.3, #26.5).
 */
export const searchCatalog = v.pipe(
  v.object({
    brands: v.array(searchCatalogBrand),
    transmissions: v.pipe(v.array(v.string()), v.description("Every transmission an unsold listing names, alphabetical.")),
    features: v.pipe(v.array(v.string()), v.description("Every feature (§3 major_options) the listings name, alphabetical.")),
  }),
  v.title("SearchCatalog"),
  v.examples([
    {
      brands: [{ slug: "honda", name: "Honda", models: [{ slug: "civic", name: "Civic" }] }],
      transmissions: ["6-Speed Manual", "CVT"],
      features: ["Backup Camera", "Sunroof/Moonroof"],
    },
  ]),
);

export type SearchCatalog = v.InferOutput<typeof searchCatalog>;

export const brandOperations = defineOperations({
  getSearchCatalog: {
    method: "GET",
    path: "/search-words/catalog",
    tag: "brands",
    summary: "Brands with their models, transmissions and features: the catalogue the free-text search reads",
    description:
      "Every brand that has models, with its models' slugs and names, case-insensitive order (issue #17, ADR 253); the transmissions unsold listings name and the features listings name (issue #26). The same for every shopper: cached 5 minutes.",
    answer: searchCatalog,
  },
  getBrands: {
    method: "GET",
    path: "/brands",
    tag: "brands",
    summary: "List brands with their sale-tab flags",
    description: "`mode=sale` lists brands with cars for sale, `review` and `ranking` brands with models (§2.5 picker); alphabetical, case-insensitive.",
    query: v.object({ mode: v.optional(v.picklist(["review", "sale", "ranking"], "mode must be review, sale or ranking.")) }),
    answer: v.pipe(v.array(brand), v.examples([[{ id: 12, name: "Toyota", slug: "toyota", url: "/toyota", isUsed: true, isNew: true, isCertified: true }]])),
  },
  getSaleModels: {
    method: "GET",
    path: "/inventory/models",
    tag: "brands",
    summary: "List a brand's models with cars in the chosen sale tab",
    description:
      "§7 sale flow: `is_new=1` for the New tab, `is_certified=1` for Certified Pre-Owned, neither for Used; `for_home=1` adds each model's years (the three-step picker).",
    query: v.object({
      for_home: flagText("for_home"),
      is_new: flagText("is_new"),
      is_certified: flagText("is_certified"),
      brand_id: integerText("brand_id", 1, 1_000_000),
      is_slug_required: flagText("is_slug_required"),
    }),
    answer: v.pipe(
      v.array(saleModel),
      v.examples([
        [
          {
            model_name: "Camry",
            model_slug: "camry",
            id: 120,
            url: "/used-cars/toyota/camry",
            years: [{ year: 2018, url: "/used-cars/toyota/camry?year=2018" }],
          },
        ],
      ]),
    ),
  },
});

/** Input of GET /inventory/models. */
export type SaleModelsParams = QueryOf<typeof brandOperations.getSaleModels>;
