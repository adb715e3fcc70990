import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "./field-errors.js";

const schema = v.object({
  a: v.pipe(v.string("a text"), v.minLength(2, "a short"), v.regex(/^\d+$/, "a digits")),
  b: v.string("b text"),
});

describe("fieldErrors", () => {
  it("keeps only the first message of each field and reports all fields", () => {
    expect(fieldErrors(schema, { a: "x", b: 1 })).toEqual({ a: "a short", b: "b text" });
  });

  it("valid values give no errors", () => {
    expect(fieldErrors(schema, { a: "12", b: "" })).toEqual({});
  });
});
