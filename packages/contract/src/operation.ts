import type * as v from "valibot";

/** The API's areas, one OpenAPI tag each, with the description the docs show. */
export const TAGS = {
  system: "Health, liveness and readiness of the API.",
  inventory: "Listings: search with facets, one car, similar cars, price history (§7 inventory calls).",
  location: "ZIP and place lookups (§7 zip flow).",
  dealers: "Dealers, their reviews and the dealer feed (§3 dealer info).",
  brands: "Brands and models on sale (§7 sale flow).",
  research: "Car research: reviews, rankings, trims, specs, comparisons (§2.2).",
  news: "News articles and categories (§2.3).",
  accounts: "Sign-up, sign-in, passwords and the account (§5, §6).",
  saved: "Saved cars and saved searches of visitors and accounts (§6, §7).",
  leads: "Dealer lead forms and problem reports (§3 Lead data, §5).",
  alerts: "Price-drop alerts and saved-search digests.",
  vin: "Vehicle identification numbers decoded with NHTSA's vPIC (issue #23).",
  site: "Site configuration and analytics.",
} as const;

export type Tag = keyof typeof TAGS;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

type Schema = v.GenericSchema;
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/**
 * One §7 call, declared once: the API validates its input and shapes its answer from it, the OpenAPI
 * document is generated from it, and the client's types are inferred from it (ADR 244).
 */
export interface Operation {
  /** The client's function name and the OpenAPI operationId, e.g. `getListingData`. */
  id: string;
  method: Method;
  /** Path under `/api`, with Fastify-style parameters: `/dealers/:id/reviews`. */
  path: string;
  tag: Tag;
  summary: string;
  description?: string;
  /** Path parameters. */
  params?: ObjectSchema;
  /**
   * The query keys, decoded: sent inside §7's `?data=` list (or as plain keys). Their schema reads the
   * texts of the list; the client passes the output type, which the list encoding turns back into those texts.
   */
  query?: ObjectSchema;
  /** The body of a write. */
  body?: Schema;
  /** The body's media type when it is not JSON (a dealer's CSV feed). */
  bodyMedia?: string;
  /** The 200 answer. */
  answer: Schema;
  /** The 200 answer's media type when it is not JSON (a sitemap, a feed, an image). */
  answerMedia?: string;
  /** Other answers this call gives on purpose, by status, beyond the `{status: 0, message}` failures. */
  otherAnswers?: Readonly<Record<number, { description: string; schema: Schema }>>;
}

/** An operation as an area declares it: its id is its key in the area's table. */
export type OperationInput = Omit<Operation, "id">;

/**
 * Declares an area's operations, keyed by id (the client's function name), keeping their literal types
 * for inference.
 */
export function defineOperations<const TTable extends Record<string, OperationInput>>(
  table: TTable,
): { readonly [TId in keyof TTable & string]: TTable[TId] & { readonly id: TId } } {
  return Object.fromEntries(Object.entries(table).map(([id, operation]) => [id, { ...operation, id }])) as never;
}

/** The path parameters of an operation, as the API reads them. */
export type ParamsOf<TOperation extends Operation> = TOperation["params"] extends Schema ? v.InferOutput<TOperation["params"]> : undefined;

/**
 * What the `data=` list can carry for a key whose decoded value is `T`: the value, which the list encoding
 * writes as its text, or that text itself where the caller holds it (a comma list as text, a flag as 0 or 1,
 * a `min-max` range).
 */
export type DataListValue<T> = T extends boolean ? T | 0 | 1 : T extends readonly unknown[] ? T | string : T extends object ? string : T;

/** Keys a caller may leave out: those whose schema takes undefined (optional, with or without a default). */
type OptionalKeys<TEntries extends v.ObjectEntries> = {
  [TKey in keyof TEntries]: undefined extends v.InferInput<TEntries[TKey]> ? TKey : never;
}[keyof TEntries];

/**
 * What the client passes as the query (the decoded `data=` keys, or their texts): optional where the API has a
 * default for a key or none is needed.
 */
export type QueryOf<TOperation extends Operation> =
  TOperation["query"] extends v.ObjectSchema<infer TEntries, v.ErrorMessage<v.ObjectIssue> | undefined>
    ? { [TKey in Exclude<keyof TEntries, OptionalKeys<TEntries>>]: DataListValue<v.InferOutput<TEntries[TKey]>> } & {
        [TKey in OptionalKeys<TEntries>]?: DataListValue<Exclude<v.InferOutput<TEntries[TKey]>, undefined>>;
      }
    : undefined;

/** The query as the API has it after validation, defaults filled in. */
export type ParsedQueryOf<TOperation extends Operation> = TOperation["query"] extends Schema ? v.InferOutput<TOperation["query"]> : undefined;

/** What the client sends as the body. */
export type BodyOf<TOperation extends Operation> = TOperation["body"] extends Schema ? v.InferInput<TOperation["body"]> : undefined;

/** The body as the API has it after validation. */
export type ParsedBodyOf<TOperation extends Operation> = TOperation["body"] extends Schema ? v.InferOutput<TOperation["body"]> : undefined;

/** The 200 answer. */
export type AnswerOf<TOperation extends Operation> = v.InferOutput<TOperation["answer"]>;
