import { describe, expect, it } from "vitest";
import { contract } from "@carmarket/contract";
import { documentOfRouterRead, factsOf, isKeptPage, isPicture, isPublicRead, isRouterRead, isSavedWrite, PUBLIC_READS } from "./request-kinds.js";

const ORIGIN = "https://carmarket.test";
const facts = (path: string, init: { method?: string; mode?: RequestMode; destination?: RequestDestination } = {}) => ({
  url: new URL(path, ORIGIN),
  method: init.method ?? "GET",
  mode: init.mode ?? "cors",
  destination: init.destination ?? "",
});
const page = (path: string) => facts(path, { mode: "navigate", destination: "document" });

describe("what the service worker handles (ADR 300)", () => {
  it("#28.2 keeps pages the shopper opens: home, searches, vehicles, news, the saved page", () => {
    for (const path of ["/", "/used-cars/honda?zip=10001", "/used-cars?vin=1HGCM82633A004352", "/news/ev-tax-credit", "/myaccount/saved"]) {
      expect(isKeptPage(page(path)), path).toBe(true);
    }
  });

  it("#28.5 never keeps account forms, token links or the account's details, nor the API or assets", () => {
    for (const path of [
      "/sign-in",
      "/sign-up",
      "/forgot-password",
      "/reset-password?token=x",
      "/verify-email?token=x",
      "/change-password",
      "/myaccount",
      "/myaccount/details",
    ]) {
      expect(isKeptPage(page(path)), path).toBe(false);
    }
    expect(isKeptPage(page("/api/user/me"))).toBe(false);
    expect(isKeptPage(page("/_m/assets/entry.client-abc12345.js"))).toBe(false);
    // A form post to a page (the dealer review) is never a kept page.
    expect(isKeptPage({ ...page("/dealers/7/write-review"), method: "POST" })).toBe(false);
    // A fetch of a page's URL is not a navigation.
    expect(isKeptPage(facts("/used-cars"))).toBe(false);
  });

  it("#28.3 turns React Router's reads back into the document they are for", () => {
    expect(isRouterRead(facts("/used-cars/honda.data?zip=10001&_routes=root,listings"))).toBe(true);
    expect(isRouterRead(facts("/__manifest?paths=%2Fnews&version=abc"))).toBe(true);
    expect(isRouterRead(facts("/used-cars/honda.data", { method: "POST" }))).toBe(false);
    expect(documentOfRouterRead(new URL("/used-cars/honda.data?zip=10001&_routes=root", ORIGIN))).toBe("/used-cars/honda?zip=10001");
    expect(documentOfRouterRead(new URL("/_.data?_routes=root", ORIGIN))).toBe("/");
    expect(documentOfRouterRead(new URL("/news/_.data", ORIGIN))).toBe("/news/");
    expect(documentOfRouterRead(new URL("/__manifest?version=abc", ORIGIN))).toBeNull();
  });

  it("#28.2 pictures: images of our origin, not the precached build", () => {
    expect(isPicture(facts("/api/images/suv/red/345x230.svg?view=side", { destination: "image" }))).toBe(true);
    expect(isPicture(facts("/media/listings/abc/1.webp"))).toBe(true);
    expect(isPicture(facts("/api/inventory/listingdata"))).toBe(false);
    expect(isPicture(facts("/_m/assets/logo-abc12345.svg", { destination: "image" }))).toBe(false);
  });

  it("#28.2 stale-while-revalidate only for the catalogue reads that are the same for everyone, each a GET of the contract", () => {
    for (const [operation, path] of Object.entries(PUBLIC_READS)) {
      const declared = contract[operation as keyof typeof contract];
      expect(declared.method, operation).toBe("GET");
      expect(declared.path, operation).toBe(path);
      expect(isPublicRead(facts(`/api${path}?brand_id=3`))).toBe(true);
    }
  });

  it("#28.5 never caches auth, account, saved-list or lead calls", () => {
    for (const path of ["/api/auth/sign-in", "/api/user/me", "/api/user/saved", "/api/get_cookie_data", "/api/leads", "/api/inventory/vindata"]) {
      expect(isPublicRead(facts(path)), path).toBe(false);
      expect(isPicture(facts(path)), path).toBe(false);
    }
  });

  it("#28.3 a change to the saved lists renews the saved page; reads and other writes do not", () => {
    expect(isSavedWrite(facts("/api/save_cookie_data", { method: "POST" }))).toBe(true);
    expect(isSavedWrite(facts("/api/remove_cookie_data", { method: "POST" }))).toBe(true);
    expect(isSavedWrite(facts("/api/user/saved/vins", { method: "POST" }))).toBe(true);
    expect(isSavedWrite(facts("/api/user/saved/vins/1HGCM82633A004352", { method: "DELETE" }))).toBe(true);
    expect(isSavedWrite(facts("/api/user/saved"))).toBe(false);
    expect(isSavedWrite(facts("/api/leads", { method: "POST" }))).toBe(false);
  });

  it("knows a request from another origin", () => {
    expect(factsOf(new Request("https://elsewhere.test/x.png"), ORIGIN).sameOrigin).toBe(false);
    expect(factsOf(new Request(`${ORIGIN}/x.png`), ORIGIN).sameOrigin).toBe(true);
  });
});
