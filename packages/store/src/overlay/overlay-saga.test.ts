import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settle, setup } from "../test/fakes.js";
import { hashChanged, overlayClosed, pageLoaded, selectIsOverlayOpen } from "./overlay-slice.js";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("overlays (§2.3, §2.4)", () => {
  it("§2.4 the hash opens its overlay; an overlay is open when the modal id matches", async () => {
    const { store } = setup();
    store.dispatch(hashChanged("#ReviewSidebar"));
    await settle();
    expect(selectIsOverlayOpen(store.getState(), "reviewSearch")).toBe(true);
    expect(store.getState().overlay.modalId).toBe("search-open");
    expect(selectIsOverlayOpen(store.getState(), "rankingSearch")).toBe(false);
    store.dispatch(overlayClosed());
    expect(selectIsOverlayOpen(store.getState(), "reviewSearch")).toBe(false);
  });

  it("§2.4 the location popup hash opens the zip modal", async () => {
    const { store } = setup();
    store.dispatch(hashChanged("#locationPopup"));
    await settle();
    expect(store.getState().zip.showModal).toBe(true);
  });

  it("§2.3 popup=true opens the lead popup after the delay, with the page of origin", async () => {
    const { store, browser } = setup();
    store.dispatch(pageLoaded({ search: "?popup=true&delay=5", hash: "", page: "home" }));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(store.getState().overlay.modalId).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().overlay.modalId).toBe("leadForm");
    expect(store.getState().lead.page).toBe("home");
    expect(browser.track).toHaveBeenCalledWith("leadform_opened", {});
  });

  it("§2.3 an invalid delay opens it at once", async () => {
    const { store } = setup();
    store.dispatch(pageLoaded({ search: "?popup=true&delay=soon", hash: "", page: "brand" }));
    await settle();
    expect(store.getState().overlay.modalId).toBe("leadForm");
  });

  it("§2.3 a hash containing 'vin' keeps the lead popup shut", async () => {
    const { store } = setup();
    store.dispatch(pageLoaded({ search: "?popup=true", hash: "#vin-1HGCM82633A004352", page: "single_vin" }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().overlay.modalId).toBeNull();
  });
});
