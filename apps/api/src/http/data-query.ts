import * as v from "valibot";
import { BadRequestError } from "./errors.js";

/**
 * Reads the spec's query encoding (§7): `?data=` + the URL-encoded `key=value&…` list.
 * Plain query keys are accepted too; keys inside `data=` win. The result is validated by `schema`.
 */
export function readDataQuery<TSchema extends v.GenericSchema>(query: unknown, schema: TSchema): v.InferOutput<TSchema> {
  const raw = (query ?? {}) as Record<string, unknown>;
  const merged: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key !== "data" && typeof value === "string") merged[key] = value;
  }
  if (raw.data !== undefined) {
    if (typeof raw.data !== "string") throw new BadRequestError("Malformed data parameter.");
    for (const [key, value] of new URLSearchParams(raw.data)) merged[key] = value;
  }
  return parseOrThrow(schema, merged);
}

/** Validates input against a valibot schema; the first issue's message becomes a 400 answer. */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new BadRequestError(result.issues[0]?.message ?? "Invalid request.");
  return result.output;
}
