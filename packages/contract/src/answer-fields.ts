import * as v from "valibot";

// Small building blocks of the catalogue's answer schemas.

/** A count or a row id: serialized as an integer. Prices and ratings are plain numbers (they can be fractional). */
export const wholeNumber = v.pipe(v.number(), v.integer());

/** A schema with the description the OpenAPI document shows. */
export const described = <TSchema extends v.GenericSchema>(schema: TSchema, description: string) => v.pipe(schema, v.description(description));
