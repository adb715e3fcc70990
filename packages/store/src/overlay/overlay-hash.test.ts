import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { leadPopupDelay, overlayFromHash } from "./overlay-hash.js";

describe("overlay URL rules (§2.3, §2.4)", () => {
  it.each([
    ["#ReviewSidebar", "search-open"],
    ["UsedInventorySidebar", "UsedInventorySidebar"],
    ["#NewInventorySidebar", "NewInventorySidebar"],
    ["#InventorySidebar", "InventorySidebar"],
    ["#RankingSidebar", "RankingSidebar"],
    ["#leadForm", "leadForm"],
    ["#LocationPopup", "location-popup"],
    ["", null],
    ["#reviewsidebar", null],
    ["#vin=123", null],
  ])("§2.4 hash %j opens %j", (hash, id) => {
    expect(overlayFromHash(hash)).toBe(id);
  });

  it("§2.3 popup=true opens the lead popup after the delay in seconds", () => {
    expect(leadPopupDelay("?popup=true&delay=5", "")).toBe(5);
    expect(leadPopupDelay("?popup=true", "")).toBe(0);
  });

  it("§2.3 not without popup=true, nor when the hash contains 'vin'", () => {
    expect(leadPopupDelay("?popup=false&delay=5", "")).toBeNull();
    expect(leadPopupDelay("", "")).toBeNull();
    expect(leadPopupDelay("?popup=true", "#vin=1HGCM82633A004352")).toBeNull();
  });

  it("§2.3 an invalid delay gives 0", () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => {
          const value = Number(text);
          return !(Number.isFinite(value) && value >= 0);
        }),
        (delay) => {
          expect(leadPopupDelay(`?popup=true&delay=${encodeURIComponent(delay)}`, "")).toBe(0);
        },
      ),
    );
  });

  it("§2.3 any valid delay is kept", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3600 }), (seconds) => {
        expect(leadPopupDelay(`?popup=true&delay=${seconds}`, "#top")).toBe(seconds);
      }),
    );
  });
});
