import { describe, expect, it } from "vitest";
import { createAppStore, zipListsOf, zipLoaded } from "@carmarket/store";
import { similarFixture } from "../../test/vehicle-fixture.js";
import { zipAnswerFixture } from "../../test/zip-answer-fixture.js";
import { nearbyCars, nearbyCarsFromStore } from "./nearby-cars.js";

const car = (_id: string) => ({
  ...similarFixture(_id),
  vin_name: `2022 Toyota Camry ${_id}`,
  price: 21_000,
  is_new: false,
  url: `/used-cars/toyota/camry?vin=${_id}`,
});
const answer = zipAnswerFixture({ subfooter_vins: [car("NEAR1")], featured_listings: [car("FEAT1")], vin_url: "/used-cars?zip=10001" });
const place = { zipcode: "10001", cityName: "New York, NY", message: "" };

describe("nearby cars (§7 zip lookup, §3 zip state)", () => {
  it("one answer gives the same sections rendered on the server and from the browser's store", () => {
    const store = createAppStore();
    store.dispatch(zipLoaded({ answer, zipcode: "10001", url: "" }));
    const now = new Date("2026-11-25T12:00:00Z");
    const fromServer = nearbyCars(zipListsOf(answer.data), place, now);
    expect(nearbyCarsFromStore(store.getState().zip, now)).toEqual(fromServer);
    expect(fromServer.nearest.map((listing) => listing._id)).toEqual(["NEAR1"]);
    expect(fromServer.sections[0]).toMatchObject({ key: "featured_listings", title: "Featured cars near New York, NY" });
    expect(fromServer.viewAllHref).toBe("/used-cars?zip=10001");
  });
});
