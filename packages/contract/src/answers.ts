import * as v from "valibot";

/** Every refused or failed call answers this, with a 4xx or 5xx status (§7). */
export const errorAnswer = v.pipe(
  v.object({
    status: v.literal(0),
    message: v.pipe(v.string(), v.description("Shopper-safe text, shown as it is.")),
  }),
  v.title("Error"),
  v.examples([{ status: 0, message: "Invalid zipcode" }]),
);

export type ErrorAnswer = v.InferOutput<typeof errorAnswer>;
