import { describe, expect, it } from "vitest";
import { MAKER_SITES } from "./maker-sites.js";
import { MODEL_LINES } from "./model-lines.js";

describe("#27.9 the makers' official sites (Brochure & Manuals)", () => {
  it("every maker of the catalogue has its US site, and a manual library only on its own domain", () => {
    for (const brand of new Set(MODEL_LINES.map((line) => line.brand))) {
      const sites = MAKER_SITES[brand];
      expect(sites, brand).toBeDefined();
      const home = new URL(sites!.site.url);
      expect(home.protocol).toBe("https:");
      // The home page, never a guessed page of one model.
      expect(home.pathname, brand).toMatch(/^\/([a-z]{2}\/)?(usa\/)?$/);
      if (sites!.manuals) {
        const manuals = new URL(sites!.manuals.url);
        expect(manuals.protocol).toBe("https:");
        const domain = (host: string) => host.split(".").slice(-2).join(".");
        expect([domain(home.host), "mopar.com"], brand).toContain(domain(manuals.host));
      }
    }
  });
});
