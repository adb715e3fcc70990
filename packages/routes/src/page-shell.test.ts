import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { APP_BOTTOM_SPACER_PX, hasTopAdBanner, isAppMode, isHeaderHidden, leadPopupDelay, showsWebOnlyNewsBlocks } from "./page-shell.js";

describe("§2.3 page shell query rules", () => {
  it("§2.3 header hidden only when app equals 1", () => {
    expect(isHeaderHidden("?app=1")).toBe(true);
    expect(isHeaderHidden("?app=0")).toBe(false);
    expect(isHeaderHidden("")).toBe(false);
  });

  it("§2.3 app set: plain author links and a 100px bottom spacer", () => {
    expect(isAppMode("?app=1")).toBe(true);
    expect(isAppMode("?app=")).toBe(true);
    expect(isAppMode("?isapp=1")).toBe(false);
    expect(APP_BOTTOM_SPACER_PX).toBe(100);
  });

  it("§2.3 isapp equal 0 (or absent) shows the news lists and share buttons; other values hide them", () => {
    expect(showsWebOnlyNewsBlocks("?isapp=0")).toBe(true);
    expect(showsWebOnlyNewsBlocks("")).toBe(true);
    expect(showsWebOnlyNewsBlocks("?isapp=1")).toBe(false);
  });

  it("§2.3 popup=true opens the lead popup after the delay in seconds", () => {
    expect(leadPopupDelay("?popup=true&delay=5", "")).toBe(5);
    expect(leadPopupDelay("?popup=true", "")).toBe(0);
    expect(leadPopupDelay("?popup=true&delay=2.5", "#top")).toBe(2.5);
  });

  it("§2.3 an invalid delay gives 0", () => {
    for (const bad of ["abc", "-3", "Infinity", "NaN", "1e999", " "]) {
      expect(leadPopupDelay(`?popup=true&delay=${encodeURIComponent(bad)}`, "")).toBe(0);
    }
  });

  it("§2.3 no popup unless popup=true, and never when the hash contains 'vin'", () => {
    expect(leadPopupDelay("?popup=1", "")).toBeNull();
    expect(leadPopupDelay("", "")).toBeNull();
    expect(leadPopupDelay("?popup=true&delay=3", "#vin-1HGCM82633A004352")).toBeNull();
  });

  it("§2.3 property: the delay is never negative or NaN", () => {
    fc.assert(
      fc.property(fc.string(), (delay) => {
        const result = leadPopupDelay(new URLSearchParams({ popup: "true", delay }), "");
        expect(result).not.toBeNull();
        expect(result! >= 0 && Number.isFinite(result!)).toBe(true);
      }),
    );
  });

  it("§2.3 top ad banner on paths starting /news/", () => {
    expect(hasTopAdBanner("/news/some-article")).toBe(true);
    expect(hasTopAdBanner("/news/category/latest-news")).toBe(true);
    expect(hasTopAdBanner("/news")).toBe(false);
    expect(hasTopAdBanner("/newsletter")).toBe(false);
  });
});
