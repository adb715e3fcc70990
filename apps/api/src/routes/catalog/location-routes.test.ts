import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { busiestZip, createCatalogTestApp, data, type CatalogTestApp } from "../../test/catalog-test-app.js";
import { INPUT_MESSAGES, MAX_FIELD_CHARS } from "../../http/input-guard.js";
import { parseLatLong } from "./location-routes.js";

describe("location calls", () => {
  let t: CatalogTestApp;
  let zip: string;
  beforeAll(async () => {
    t = await createCatalogTestApp();
    zip = await busiestZip(t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: "GET", url });

  it("§7 zip answer with every carousel (at most 9 cars, §9) and the 30-day zipcode cookie (§9)", async () => {
    const response = await get(`/api/location/zip?${data({ zipcode: zip, url: "/used-cars" })}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    for (const key of [
      "subfooter_vins",
      "sidebar_vins",
      "price_dropped_listings",
      "featured_listings",
      "newly_added_listings",
      "on_sale_listings",
      "cheap_listings",
    ]) {
      expect(body.data[key].length).toBeLessThanOrEqual(9);
    }
    expect(body.data.subfooter_vins.length).toBeGreaterThan(0);
    expect(body.data.subfooter_vins.every((car: { isUsed: boolean; certified_car: boolean }) => car.isUsed && !car.certified_car)).toBe(true);
    expect(body.data.price_dropped_listings.every((car: { price: number; previous_price: number }) => car.previous_price > car.price)).toBe(true);
    expect(body).toMatchObject({ cookie_zip: zip, msg: "", data: { is_new: false, count: expect.any(Number), radius_miles: 100 } });
    expect(body.city_name).toMatch(/, [A-Z]{2}$/);
    const cookie = response.cookies.find((c) => c.name === "zipcode");
    expect(cookie).toMatchObject({ value: zip, maxAge: 2_592_000, path: "/", sameSite: "Lax" });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it("§5 zip messages: 'Zipcode is required' and 'Invalid zipcode'", async () => {
    const missing = await get("/api/location/zip");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ status: 0, message: "Zipcode is required" });
    for (const bad of ["1234", "123456", "abcde", "<b>1</b>"]) {
      const response = await get(`/api/location/zip?${data({ zipcode: bad })}`);
      expect(response.json()).toEqual({ status: 0, message: "Invalid zipcode" });
    }
  });

  it("an unknown well-formed ZIP answers a helpful msg and sets no cookie", async () => {
    const response = await get(`/api/location/zip?${data({ zipcode: "00000" })}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toContain("We don't know ZIP code 00000");
    expect(response.cookies.find((c) => c.name === "zipcode")).toBeUndefined();
  });

  it("§3 geolocation result: nearest real ZIP for 'lat,long'", async () => {
    const response = await get(`/api/location/latlong?${data({ latlong: "40.7506,-73.9972" })}`);
    expect(response.json()).toMatchObject({ status: 1, zip: expect.stringMatching(/^\d{5}$/) });
    const sea = await get(`/api/location/latlong?${data({ latlong: "0,-140" })}`);
    expect(sea.json()).toMatchObject({ status: 0 });
    // issue #15: the Gulf of Guinea answered 34001 'Apo, AA', an Armed Forces ZIP placed at 0,0
    for (const latlong of ["0,0", "8.97,-79.55"]) {
      const far = await get(`/api/location/latlong?${data({ latlong })}`);
      expect(far.json()).toEqual({ status: 0, zip: "", msg: "We could not find a US ZIP code near your location. Please enter your ZIP manually." });
    }
    const bad = await get(`/api/location/latlong?${data({ latlong: "north,west" })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ status: 0, msg: expect.stringContaining("Invalid location") });
  });

  it("refuses a lat/long call the input edge stops with the plain {status: 0, message}, not a 500", async () => {
    // The call's own 400 answer also carries `msg`; the answer schema that serializes it must not require it.
    const response = await get(`/api/location/latlong?${data({ latlong: "1,1", note: "x".repeat(MAX_FIELD_CHARS + 1) })}`);
    expect([response.statusCode, response.json()]).toEqual([400, { status: 0, message: INPUT_MESSAGES.length }]);
  });

  it("parses 'lat,long' and refuses points off the globe", () => {
    expect(parseLatLong(" 30.27 , -97.74 ")).toEqual({ latitude: 30.27, longitude: -97.74 });
    expect(parseLatLong("91,0")).toBeNull();
    expect(parseLatLong("1,2,3")).toBeNull();
  });

  it("subfooterdata: up to 9 cars near the ZIP; zip required", async () => {
    const response = await get(`/api/inventory/subfooterdata?${data({ zip })}`);
    expect(response.json().subfooter_vins.length).toBeGreaterThan(0);
    expect(response.json().subfooter_vins.length).toBeLessThanOrEqual(9);
    expect((await get("/api/inventory/subfooterdata")).json()).toEqual({ status: 0, message: "Zipcode is required" });
  });
});
