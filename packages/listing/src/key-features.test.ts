import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { visibleKeyFeatures } from "./key-features.js";

const features = ["Sunroof", "Heated Seats", "Navigation", "Backup Camera", "Bluetooth", "Keyless Entry"];

describe("key features (§4, §9)", () => {
  it("§4 key features: first four shown collapsed, with 'Show More'", () => {
    expect(visibleKeyFeatures(features)).toEqual({ visible: features.slice(0, 4), toggleLabel: "Show More" });
  });

  it("§4 key features: expanded shows all, with 'Show Less'", () => {
    expect(visibleKeyFeatures(features, { expanded: true })).toEqual({ visible: features, toggleLabel: "Show Less" });
  });

  it("§4 key features: no toggle with four or fewer", () => {
    expect(visibleKeyFeatures(features.slice(0, 4), { expanded: true })).toEqual({ visible: features.slice(0, 4), toggleLabel: null });
    expect(visibleKeyFeatures(undefined)).toEqual({ visible: [], toggleLabel: null });
  });

  it("§9 key features: the detail panel shows at most 5, without a toggle", () => {
    expect(visibleKeyFeatures(features, { context: "panel" })).toEqual({ visible: features.slice(0, 5), toggleLabel: null });
  });

  it("blank features are dropped before counting", () => {
    expect(visibleKeyFeatures(["A", " ", "B", "", "C", "D"])).toEqual({ visible: ["A", "B", "C", "D"], toggleLabel: null });
  });

  it("§4/§9 property: collapsed never shows more than 4, the panel never more than 5", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ minLength: 1 }).filter((s) => s.trim() !== "")), (list) => {
        expect(visibleKeyFeatures(list).visible.length).toBeLessThanOrEqual(4);
        expect(visibleKeyFeatures(list, { context: "panel" }).visible.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});
