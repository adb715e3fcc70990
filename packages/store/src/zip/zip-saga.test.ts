import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, settle, setup } from "../test/fakes.js";
import { listingCard, zipAnswer } from "../test/answers.js";
import { submitZip } from "./zip-slice.js";

const bodyTypes = [{ name: "Sedan", slug: "sedan", count: 12, url: "/used-cars/sedan" }];
const trims = [{ name: "SE", count: 4 }];
const answer = zipAnswer({
  data: {
    subfooter_vins: [listingCard({ _id: "VIN1" })],
    sidebar_vins: [listingCard({ _id: "VIN2" })],
    price_dropped_listings: [listingCard({ _id: "VIN3" })],
    featured_listings: [listingCard({ _id: "VIN4" })],
    newly_added_listings: [listingCard({ _id: "VIN5" })],
    on_sale_listings: [listingCard({ _id: "VIN6" })],
    cheap_listings: [listingCard({ _id: "VIN7" })],
    forsale_listings_filter: bodyTypes,
    count: 42,
    vin_url: "/used-cars?vin=",
    name: "Toyota Camry",
    heading: "Cars near 97865",
    is_new: true,
  },
  cookie_zip: "97865",
  city_name: "Portland",
  trims,
});

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
      subfooterVins: answer.data.subfooter_vins,
      sidebarVins: answer.data.sidebar_vins,
      price_dropped_listings: answer.data.price_dropped_listings,
      featured_listings: answer.data.featured_listings,
      newly_added_listings: answer.data.newly_added_listings,
      on_sale_listings: answer.data.on_sale_listings,
      cheap_listings: answer.data.cheap_listings,
      forsale_listings_filter: bodyTypes,
      title: "Cars near 97865",
      name: "Toyota Camry",
      count: 42,
      inventoryUrl: "/used-cars/toyota",
      isNew: true,
      vinUrl: "/used-cars?vin=",
      trimsListings: trims,
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

  it("§8 zip: an unknown ZIP (status 0 with empty lists) shows its msg, keeps the stored zip and writes no cookie", async () => {
    const unknown = zipAnswer({ status: 0, cookie_zip: null, msg: "We don't know ZIP code 00000." });
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
