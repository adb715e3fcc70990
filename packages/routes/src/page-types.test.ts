import { describe, expect, it } from "vitest";
import { PAGE_TYPES } from "./page-types.js";

describe("§2.1 page types", () => {
  it("§2.1 the eighteen page-type names, each mapping to itself", () => {
    const names = [
      "HOME",
      "DEALERS",
      "INVENTORY",
      "DEALER_INVENTORY",
      "DEALER_REVIEWS",
      "DEALER_WRITE_REVIEW",
      "SUBMODEL",
      "RANKING",
      "BRAND",
      "CAR",
      "SINGLE_REVIEW",
      "BUILD_PRICE",
      "WRITE_REVIEW",
      "SUBMIT_REVIEW",
      "REVIEW_SUCCESS",
      "SINGLE_VIN",
      "COMPARE",
      "VIN_COMPARE",
    ];
    expect(Object.keys(PAGE_TYPES)).toEqual(names);
    expect(Object.values(PAGE_TYPES)).toEqual(names);
  });
});
