import { describe, expect, it } from "vitest";
import { OVERLAYS, isOverlayOpen, overlayFromHash } from "./overlays.js";

describe("§2.4 overlays", () => {
  it("§2.4 ids and hashes of the spec", () => {
    expect(OVERLAYS.reviewSearch).toEqual({ id: "search-open", hash: "ReviewSidebar" });
    expect(OVERLAYS.usedInventorySearch.hash).toBe("UsedInventorySidebar");
    expect(OVERLAYS.newInventorySearch.hash).toBe("NewInventorySidebar");
    expect(OVERLAYS.inventorySearch.hash).toBe("InventorySidebar");
    expect(OVERLAYS.rankingSearch.hash).toBe("RankingSidebar");
    expect(OVERLAYS.leadForm.hash).toBe("leadForm");
  });

  it("§2.4 overlayFromHash accepts the hash with or without '#', else null", () => {
    expect(overlayFromHash("#ReviewSidebar")).toBe("reviewSearch");
    expect(overlayFromHash("UsedInventorySidebar")).toBe("usedInventorySearch");
    expect(overlayFromHash("#leadForm")).toBe("leadForm");
    expect(overlayFromHash("#reviewsidebar")).toBeNull();
    expect(overlayFromHash("")).toBeNull();
    expect(overlayFromHash(undefined)).toBeNull();
  });

  it("§2.4 an overlay is open when the modal id matches", () => {
    expect(isOverlayOpen("reviewSearch", "search-open")).toBe(true);
    expect(isOverlayOpen("reviewSearch", "ReviewSidebar")).toBe(false);
    expect(isOverlayOpen("leadForm", null)).toBe(false);
  });
});
