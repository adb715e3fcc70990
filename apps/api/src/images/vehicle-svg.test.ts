import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { BODY_TYPE_SLUGS } from "@carmarket/routes";
import { IMAGE_VIEWS } from "./image-sizes.js";
import { vehicleSvg } from "./vehicle-svg.js";

// Issue #15: every SUV and pickup showed the same sedan picture.
describe("vehicleSvg", () => {
  it("draws every body type differently", () => {
    const pictures = BODY_TYPE_SLUGS.map((body) => vehicleSvg(body, "red", "side", 760, 425));
    expect(new Set(pictures).size).toBe(BODY_TYPE_SLUGS.length);
  });

  it("paints the car in the listing's colour", () => {
    const red = vehicleSvg("suv", "red", "side", 760, 425);
    const blue = vehicleSvg("suv", "blue", "side", 760, 425);
    expect(red).not.toBe(blue);
    expect(red).toContain('fill="#b3261e"');
    expect(blue).toContain('fill="#1e5bb8"');
  });

  it("is well-formed, script-free SVG at the asked size for every view", () => {
    for (const view of IMAGE_VIEWS) {
      const svg = vehicleSvg("pickup-truck", "white", view, 220, 150);
      expect(XMLValidator.validate(svg), view).toBe(true);
      expect(svg).toContain('width="220" height="150" viewBox="0 0 760 425"');
      expect(svg).not.toMatch(/<script|\son\w+=/i);
    }
    expect(new Set(IMAGE_VIEWS.map((view) => vehicleSvg("suv", "red", view, 760, 425))).size).toBe(IMAGE_VIEWS.length);
  });

  it("#27.9 front and rear views are drawn head-on, not the side profile again: headlights and grille, or tail-lights", () => {
    for (const body of BODY_TYPE_SLUGS) {
      const side = vehicleSvg(body, "red", "side", 760, 425);
      const front = vehicleSvg(body, "red", "front", 760, 425);
      const rear = vehicleSvg(body, "red", "rear", 760, 425);
      // The side profile's outline path appears in no end view.
      const outline = /<path d="(M[^"]+Z)" fill="#b3261e"/.exec(side)![1]!;
      expect(front, body).not.toContain(outline);
      expect(rear, body).not.toContain(outline);
      expect(front.match(/class="headlight"/g), body).toHaveLength(2);
      expect(front).toContain('class="grille"');
      expect(front).not.toContain("taillight");
      expect(rear.match(/class="taillight"/g), body).toHaveLength(2);
      expect(rear).not.toContain("headlight");
    }
  });
});
