import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { settle, setup } from "../test/fakes.js";
import { createAppStore } from "../store.js";
import { selectZipButtonLabel, submitZip, zipModalClosed, zipModalOpened, zipPopupMounted, zipPopupUnmounted } from "./zip-slice.js";

const DAY = 86_400_000;
const mount = zipPopupMounted({ siteFlag: "1", hasSimilarVins: true });

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("zip popup (§4, §9)", () => {
  it("§9 opens by itself 60 s after mount, not before, when there is no zip cookie", async () => {
    const { store } = setup();
    store.dispatch(mount);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(store.getState().zip.showModal).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().zip.showModal).toBe(true);
  });

  it.each([
    ["the site flag is '0'", { siteFlag: "0", hasSimilarVins: true }],
    ["the site flag is missing", { siteFlag: undefined, hasSimilarVins: true }],
    ["no similar vins exist", { siteFlag: "1", hasSimilarVins: false }],
  ])("§4 stays shut when %s", async (_case, payload) => {
    const { store } = setup();
    store.dispatch(zipPopupMounted(payload));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.getState().zip.showModal).toBe(false);
  });

  it("§4 stays shut when a zip cookie exists", async () => {
    const { store, cookies } = setup();
    cookies.set("zipcode", { value: "97865", maxAgeSeconds: 60 });
    store.dispatch(mount);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(store.getState().zip.showModal).toBe(false);
  });

  it("§4 closing stores the close date and records zippop_closed", async () => {
    const { store, storage, browser } = setup();
    store.dispatch(zipModalOpened());
    store.dispatch(zipModalClosed());
    await settle();
    expect(store.getState().zip.showModal).toBe(false);
    expect(storage.get("zip_popup_closed_at")).toBe(String(Date.parse("2026-01-01T00:00:00Z")));
    expect(browser.track).toHaveBeenCalledWith("zippop_closed");
  });

  it("§9 after a close it stays hidden for 15 days, re-evaluated on mount", async () => {
    const { store } = setup();
    store.dispatch(zipModalClosed());
    await settle();
    vi.setSystemTime(Date.now() + 15 * DAY - 60_001);
    store.dispatch(mount);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().zip.showModal).toBe(false);

    store.dispatch(zipPopupUnmounted());
    vi.setSystemTime(Date.parse("2026-01-01T00:00:00Z") + 15 * DAY);
    store.dispatch(mount);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().zip.showModal).toBe(true);
  });

  it("§9 any close younger than 15 days suppresses the popup, any older lets it open", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 30 * DAY }), async (age) => {
        const { store, storage } = setup();
        storage.set("zip_popup_closed_at", String(Date.now() - age));
        store.dispatch(mount);
        await vi.advanceTimersByTimeAsync(60_000);
        expect(store.getState().zip.showModal).toBe(age >= 15 * DAY);
      }),
      { numRuns: 40, examples: [[15 * DAY - 1], [15 * DAY]] },
    );
  });

  it("§4 unmounting or closing before 60 s cancels the auto-open", async () => {
    const { store } = setup();
    store.dispatch(mount);
    await vi.advanceTimersByTimeAsync(30_000);
    store.dispatch(zipPopupUnmounted());
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().zip.showModal).toBe(false);
  });

  it("§4 a zip set during the wait keeps the popup shut", async () => {
    const { store, api } = setup();
    api.lookupZip.mockResolvedValue({ data: {}, cookie_zip: "97865" });
    store.dispatch(mount);
    store.dispatch(submitZip({ zipcode: "97865" }));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(store.getState().zip.showModal).toBe(false);
  });

  it("§4 the button reads Update if a zip exists, else Submit", () => {
    const store = createAppStore();
    expect(selectZipButtonLabel(store.getState())).toBe("Submit");
    const withZip = createAppStore({ preloadedState: { zip: { ...store.getState().zip, zipcode: "97865" } } });
    expect(selectZipButtonLabel(withZip.getState())).toBe("Update");
  });
});
