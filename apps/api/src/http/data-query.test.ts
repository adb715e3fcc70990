import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { parseOrThrow, readDataQuery } from "./data-query.js";
import { BadRequestError } from "./errors.js";

const schema = v.object({ zip: v.pipe(v.string(), v.regex(/^\d{5}$/, "Invalid zipcode")), page: v.optional(v.string()) });

describe("§7 data= query", () => {
  it("reads the URL-encoded key=value list after data=", () => {
    expect(readDataQuery({ data: "zip=10001&page=2" }, schema)).toEqual({ zip: "10001", page: "2" });
  });

  it("accepts plain query keys, with data= winning", () => {
    expect(readDataQuery({ zip: "99999", page: "3", data: "zip=10001" }, schema)).toEqual({ zip: "10001", page: "3" });
  });

  it("answers a malformed data= with a 400, not a 500", () => {
    expect(() => readDataQuery({ data: ["a", "b"] }, schema)).toThrow(BadRequestError);
  });

  it("passes the rule's own message through", () => {
    expect(() => readDataQuery({ data: "zip=1" }, schema)).toThrow("Invalid zipcode");
  });

  it("names a missing field instead of valibot's internal wording", () => {
    expect(() => parseOrThrow(schema, {})).toThrow("zip is required.");
  });
});
