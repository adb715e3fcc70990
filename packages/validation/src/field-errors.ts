import * as v from "valibot";

/** One message per invalid field, keyed by field name (the first rule that field broke). */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/**
 * Runs `schema` over `values` and returns every invalid field's first message at once, so a form can
 * show all errors after one submit. Returns `{}` when the values are valid. Errors that belong to
 * the form as a whole (no field path) are left out; use the schema directly for those.
 *
 * @example
 * fieldErrors(leadFormSchema, { name: "", email: "x" }) // { name: "Name is required.", email: "Invalid email address.", … }
 */
export function fieldErrors<TSchema extends v.GenericSchema>(schema: TSchema, values: unknown): FieldErrors<Extract<keyof v.InferInput<TSchema>, string>> {
  const result = v.safeParse(schema, values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === "string" && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
