import { BODY_TYPES, slugify, submodelPath, type BodyTypeSlug } from "@carmarket/routes";
import type { Db } from "../db/database.js";

/** A model line of the catalogue as the feed importer matches rows to it (the `models` table). */
export interface CatalogueLine {
  id: number;
  brand_id: number;
  name: string;
  slug: string;
  body_type: string;
  /** The NHTSA vPIC model names this line covers (migration 0021). */
  vpic_names: string[];
}

/** A name's spelling without case, spaces or punctuation: "F-150", "F150" and "f 150" are one. */
function spellingKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

function words(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A load-class or size number ends a line's name ("1500", "2500HD", "350"): "Silverado" and "Silverado 1500" are one line. */
const CLASS_NUMBER = /^\d{3,4}[a-z]{0,2}$/;

/** Whether `shorter`'s words begin `longer`'s and what is left of `longer` satisfies `rest`. */
function extends_(longer: string, shorter: string, rest: (left: string[]) => boolean): boolean {
  const [long, short] = [words(longer), words(shorter)];
  if (short.length === 0 || short.length >= long.length) return false;
  return short.every((word, index) => long[index] === word) && rest(long.slice(short.length));
}

/**
 * Whether two spellings name one model line: the same letters and digits ("CR-V" and "CRV"), or one is the other
 * with its load class ("Silverado" and "Silverado 1500"). "Transit" and "Transit Connect" stay apart.
 */
export function spellingsMeet(a: string, b: string): boolean {
  const classOnly = (left: string[]) => left.length === 1 && CLASS_NUMBER.test(left[0] ?? "");
  return spellingKey(a) === spellingKey(b) || extends_(a, b, classOnly) || extends_(b, a, classOnly);
}

/**
 * Whether a feed row's model text names `name`: a spelling of it, or it with words a dealer adds after the
 * model ("Wrangler Unlimited" names "Wrangler", "F-150 SuperCrew" names "F-150").
 */
export function rowNames(rowText: string, name: string): boolean {
  return spellingsMeet(rowText, name) || extends_(rowText, name, () => true);
}

/** The catalogue's model lines of each brand, looked up by a feed row's text and by a VIN's vPIC model. */
export class ModelLines {
  private readonly byBrand = new Map<number, CatalogueLine[]>();

  constructor(lines: Iterable<CatalogueLine>) {
    for (const line of lines) this.add(line);
  }

  add(line: CatalogueLine): void {
    const lines = this.byBrand.get(line.brand_id) ?? [];
    lines.push(line);
    this.byBrand.set(line.brand_id, lines);
  }

  byId(brandId: number, id: number): CatalogueLine | undefined {
    return this.of(brandId).find((line) => line.id === id);
  }

  /** The lines a row's model text names: by its spelling of a line's name, else of a vPIC name the line covers. */
  named(brandId: number, text: string): CatalogueLine[] {
    const key = spellingKey(text);
    const byName = this.of(brandId).filter((line) => spellingKey(line.name) === key);
    return byName.length > 0 ? byName : this.of(brandId).filter((line) => line.vpic_names.some((name) => spellingKey(name) === key));
  }

  /**
   * The lines a vPIC model belongs to: those that list it in `vpic_names`; else the line spelled like it; else
   * those that are it with a load class ("Silverado" → "Silverado 1500" and "Silverado 2500HD").
   */
  ofVpicModel(brandId: number, model: string): CatalogueLine[] {
    const lines = this.of(brandId);
    const listed = lines.filter((line) => line.vpic_names.some((name) => name.toLowerCase() === model.toLowerCase()));
    if (listed.length > 0) return listed;
    const spelled = lines.filter((line) => spellingKey(line.name) === spellingKey(model));
    return spelled.length > 0 ? spelled : lines.filter((line) => spellingsMeet(line.name, model));
  }

  private of(brandId: number): CatalogueLine[] {
    return this.byBrand.get(brandId) ?? [];
  }
}

/**
 * Adds a model line vPIC knows and the catalogue lacks (ADR 275): named as vPIC names it, covering that vPIC
 * name, its body type from vPIC's body class, its research URL where the seed would put it. A line another
 * import added meanwhile under the same slug is taken as it is.
 */
export async function addModelLine(db: Db, brand: { id: number; slug: string }, line: { name: string; bodyType: BodyTypeSlug }): Promise<CatalogueLine> {
  const slug = slugify(line.name);
  const added = await db
    .insertInto("models")
    .values({
      brand_id: brand.id,
      name: line.name,
      slug,
      body_type: line.bodyType,
      vehicle_class: BODY_TYPES[line.bodyType],
      submodel_family_slug: slug,
      url: submodelPath({ brand: brand.slug, model: slug }),
      vpic_names: [line.name],
    })
    .onConflict((oc) => oc.columns(["brand_id", "slug"]).doNothing())
    .returning(["id", "brand_id", "name", "slug", "body_type", "vpic_names"])
    .executeTakeFirst();
  return (
    added ??
    (await db
      .selectFrom("models")
      .select(["id", "brand_id", "name", "slug", "body_type", "vpic_names"])
      .where("brand_id", "=", brand.id)
      .where("slug", "=", slug)
      .executeTakeFirstOrThrow())
  );
}
