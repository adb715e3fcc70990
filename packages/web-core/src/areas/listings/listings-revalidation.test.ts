import { describe, expect, it } from "vitest";
import { listingsShouldRevalidate } from "./listings-revalidation.js";

const check = (from: string, to: string, formMethod?: string) =>
  listingsShouldRevalidate({ currentUrl: new URL(from, "http://x"), nextUrl: new URL(to, "http://x"), formMethod, defaultShouldRevalidate: true });

describe("listing route revalidation (§2.1 vehicle tabs)", () => {
  it("a tab switch of the same car keeps the loaded car", () => {
    expect(check("/used-cars?vin=1HGCM82633A004352", "/used-cars?vin=1HGCM82633A004352&tab=history")).toBe(false);
    expect(check("/used-cars?vin=1HGCM82633A004352&tab=specs", "/used-cars?vin=1HGCM82633A004352")).toBe(false);
  });

  it("another car, a search change or a form submission loads again", () => {
    expect(check("/used-cars?vin=1HGCM82633A004352", "/used-cars?vin=2HGCM82633A004352&tab=history")).toBe(true);
    expect(check("/used-cars?zip=10001", "/used-cars?zip=10001&tab=history")).toBe(true);
    expect(check("/used-cars?vin=1HGCM82633A004352", "/new-cars?vin=1HGCM82633A004352&tab=history")).toBe(true);
    expect(check("/used-cars?vin=1HGCM82633A004352", "/used-cars?vin=1HGCM82633A004352&tab=history", "POST")).toBe(true);
  });
});
