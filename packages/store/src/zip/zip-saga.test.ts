import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, settle, setup } from "../test/fakes.js";
import type { ZipLookupAnswer } from "../services/store-api.js";
import { submitZip } from "./zip-slice.js";

const answer: ZipLookupAnswer = {
  data: {
    subfooter_vins: [{ _id: "VIN1" }],
    sidebar_vins: [{ _id: "VIN2" }],
    price_dropped_listings: [{ _id: "VIN3" }],
    featured_listings: [{ _id: "VIN4" }],
    newly_added_listings: [{ _id: "VIN5" }],
    on_sale_listings: [{ _id: "VIN6" }],
    cheap_listings: [{ _id: "VIN7" }],
    forsale_listings_filter: { make: ["Toyota"] },
    count: 42,
    vin_url: "/used-cars?vin=",
    name: "Toyota Camry",
    heading: "Cars near 97865",
    is_new: 1,
  },
  cookie_zip: "97865",
  city_name: "Portland",
  msg: "",
  trims: [{ name: "SE" }],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("zip store (§4, §5, §7, §8, §9)", () => {
  it("§4 zip store: set-zip enters fetching and shows the loader while the lookup runs", async () => {
    const { store } = setup({ api: fakeApi({ lookupZip: () => new Promise(() => {}) }) });
    store.dispatch(submitZip({ zipcode: "97865" }));
    await settle();
    expect(store.getState().zip).toMatchObject({ isFetching: true, showLoader: true });
  });

  it("§4 zip store: the answer sets storeReady, stores the listing groups and hides the modal", async () => {
    const { store, api } = setup({
      api: fakeApi({ lookupZip: async () => answer }),
      preloadedState: { zip: { ...setup().store.getState().zip, zipcode: "10001", showModal: true } },
    });
    store.dispatch(submitZip({ zipcode: " 97865 ", url: "/used-cars/toyota", invokedBy: "popup" }));
    await settle();
    expect(api.lookupZip).toHaveBeenCalledWith({ zipcode: "97865", stored_zip: "10001", url: "/used-cars/toyota", invoked_by: "popup" });
    expect(store.getState().zip).toEqual({
      zipcode: "97865",
      cityName: "Portland",
      showLoader: false,
      showModal: false,
      showSticky: false,
      isFetching: false,
      storeReady: true,
      subfooterVins: [{ _id: "VIN1" }],
      sidebarVins: [{ _id: "VIN2" }],
      price_dropped_listings: [{ _id: "VIN3" }],
      featured_listings: [{ _id: "VIN4" }],
      newly_added_listings: [{ _id: "VIN5" }],
      on_sale_listings: [{ _id: "VIN6" }],
      cheap_listings: [{ _id: "VIN7" }],
      forsale_listings_filter: { make: ["Toyota"] },
      title: "Cars near 97865",
      name: "Toyota Camry",
      count: 42,
      inventoryUrl: "/used-cars/toyota",
      isNew: true,
      vinUrl: "/used-cars?vin=",
      trimsListings: [{ name: "SE" }],
      otherVins: [],
      error: null,
    });
  });

  it("§9 zip cookie: `zipcode` is written for 30 days after a successful lookup", async () => {
    const { store, cookies } = setup({ api: fakeApi({ lookupZip: async () => answer }) });
    store.dispatch(submitZip({ zipcode: "97865" }));
    await settle();
    expect(cookies.get("zipcode")).toEqual({ value: "97865", maxAgeSeconds: 2_592_000 });
  });

  it("§4 without cookie_zip in the answer the submitted zip is kept", async () => {
    const { store } = setup({ api: fakeApi({ lookupZip: async () => ({ ...answer, cookie_zip: null }) }) });
    store.dispatch(submitZip({ zipcode: "10001" }));
    await settle();
    expect(store.getState().zip).toMatchObject({ zipcode: "10001", storeReady: true });
  });

  it("§7 zip_submit: a valid submit records the zipcode", async () => {
    const { store, browser } = setup({ api: fakeApi({ lookupZip: async () => answer }) });
    store.dispatch(submitZip({ zipcode: "97865" }));
    await settle();
    expect(browser.track).toHaveBeenCalledWith("zip_submit", { zipcode: "97865" });
  });

  it("§8 zip: a lookup without data shows its msg and ends fetching", async () => {
    const { store, cookies } = setup({ api: fakeApi({ lookupZip: async () => ({ data: null, msg: "No cars near 00000" }) }) });
    store.dispatch(submitZip({ zipcode: "00000" }));
    await settle();
    expect(store.getState().zip).toMatchObject({ error: "No cars near 00000", isFetching: false, showLoader: false, storeReady: false });
    expect(cookies.size).toBe(0);
  });

  it("§8 zip: an unknown ZIP (status 0 with empty lists) shows its msg, keeps the stored zip and writes no cookie", async () => {
    const unknown: ZipLookupAnswer = { ...answer, status: 0, data: { subfooter_vins: [] }, cookie_zip: null, msg: "We don't know ZIP code 00000." };
    const { store, cookies } = setup({
      api: fakeApi({ lookupZip: async () => unknown }),
      preloadedState: { zip: { ...setup().store.getState().zip, zipcode: "10001" } },
    });
    store.dispatch(submitZip({ zipcode: "00000" }));
    await settle();
    expect(store.getState().zip).toMatchObject({ zipcode: "10001", error: "We don't know ZIP code 00000.", isFetching: false, storeReady: false });
    expect(cookies.size).toBe(0);
  });

  it.each([
    [
      "a thrown error",
      async () => {
        throw new Error("network");
      },
    ],
    ["null (the client's failed read)", async () => null],
  ])("§4 zip store: an error ends fetching silently (%s)", async (_case, lookupZip) => {
    const { store } = setup({ api: fakeApi({ lookupZip }) });
    store.dispatch(submitZip({ zipcode: "97865" }));
    await settle();
    expect(store.getState().zip).toMatchObject({ isFetching: false, showLoader: false, error: null, storeReady: false });
    expect(store.getState().notices.notices).toEqual([]);
  });

  it.each([
    ["", "Zipcode is required"],
    ["   ", "Zipcode is required"],
    ["9786", "Invalid zipcode"],
    ["978654", "Invalid zipcode"],
    ["97a65", "Invalid zipcode"],
  ])("§5 zip: %j is refused with %j and nothing is looked up", async (zipcode, message) => {
    const { store, api, browser } = setup();
    store.dispatch(submitZip({ zipcode }));
    await settle();
    expect(store.getState().zip.error).toBe(message);
    expect(api.lookupZip).not.toHaveBeenCalled();
    expect(browser.track).not.toHaveBeenCalled();
  });
});
