import * as v from "valibot";
import { BadRequestError } from "./errors.js";
import { assertStorableText } from "./input-guard.js";

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
    // The list is encoded twice (`data=zip%3D%2500`), so its decoded texts are checked again here.
    for (const [key, value] of new URLSearchParams(raw.data)) {
      assertStorableText(key);
      assertStorableText(value);
      merged[key] = value;
    }
  }
  return parseOrThrow(schema, merged);
}

/** Validates input against a valibot schema; the first issue's message becomes a 400 answer. */
export function parseOrThrow<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (!result.success) throw new BadRequestError(issueMessage(result.issues[0]));
  return result.output;
}

function issueMessage(issue: v.BaseIssue<unknown> | undefined): string {
  if (!issue) return "Invalid request.";
  // valibot words a missing key as 'Invalid key: Expected "x" but received undefined'; name the field instead.
  const key = issue.path?.at(-1)?.key;
  if (issue.type === "object" && issue.input === undefined && typeof key === "string") return `${key} is required.`;
  return issue.message;
}
