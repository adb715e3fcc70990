import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { appMounted } from "../app-mounted.js";
import { fakeApi, httpError, settle, setup } from "../test/fakes.js";
import { savedState, signedInState } from "../test/states.js";
import { cookieAnswer, saveCount } from "../test/answers.js";
import type { CookieDataAnswer, UserSavedVin } from "../services/store-api.js";
import { connectionChanged } from "../connection/connection-slice.js";
import { savedCopyOf } from "./saved-copy.js";
import { signedOut } from "../auth/auth-slice.js";
import {
  carViewed,
  savedHydrateRequested,
  savedVinToggled,
  searchRemoveRequested,
  searchSaveRequested,
  searchesClearRequested,
  savedCleared,
  selectIsSaved,
  selectIsSavePending,
  selectSaveCount,
} from "./saved-slice.js";

const listing = {
  _id: "1HGCM82633A004352",
  url: "/used-cars/honda/accord?vin=1HGCM82633A004352",
  vin_name: "2003 Honda Accord EX",
  price: 5500,
  image: "accord.jpg",
  trim_name: "EX",
  brand_name: "Honda",
  save_car_count: 7,
};

const notices = (state: { notices: { notices: { kind: string; text: string }[] } }) => state.notices.notices.map(({ kind, text }) => ({ kind, text }));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("saving, signed in (§4, §7, §8)", () => {
  it("§4 the saved list and the card's count update at once, before the server answers", async () => {
    const { store, api } = setup({ preloadedState: signedInState(), api: fakeApi({ saveUserVin: () => new Promise(() => {}) }) });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(true);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(8);
    expect(api.saveUserVin).toHaveBeenCalledWith({
      url: listing.url,
      vin_data: JSON.stringify({ vin_name: "2003 Honda Accord EX", price: 5500, image: "accord.jpg", trim_name: "EX", brand: "Honda", url: listing.url }),
      vin_id: listing._id,
    });
  });

  it("§8 success notices 'Vin saved successfully!' and takes the server's count", async () => {
    const { store } = setup({
      preloadedState: signedInState(),
      api: fakeApi({ saveUserVin: async () => saveCount(12) }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(12);
    expect(notices(store.getState())).toEqual([{ kind: "success", text: "Vin saved successfully!" }]);
    expect(store.getState().saved.showLoader).toBe(false);
  });

  it("§4 removing takes the count down by one; §8 'Vin removed from saved list.'", async () => {
    const { store, api } = setup({
      preloadedState: savedState({ savedVins: [{ _id: listing._id }] }, true),
      api: fakeApi({ removeUserVin: async () => saveCount(6) }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(api.removeUserVin).toHaveBeenCalledWith(listing._id);
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(6);
    expect(notices(store.getState())).toEqual([{ kind: "success", text: "Vin removed from saved list." }]);
  });

  it.each([
    [
      "refuses",
      async () => {
        throw httpError(400, { status: 0, message: "nope" });
      },
    ],
    [
      "throws",
      async () => {
        throw httpError();
      },
    ],
  ])("§8 when the server %s, the change is rolled back with the unknown-error notice", async (_case, saveUserVin) => {
    const { store } = setup({ preloadedState: signedInState(), api: fakeApi({ saveUserVin }) });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(7);
    expect(notices(store.getState())).toEqual([{ kind: "error", text: "An unknown error occurred. Please try again later." }]);
  });

  it("§4 saving is blocked while the save loader is active", async () => {
    const { store, api } = setup({ preloadedState: signedInState(), api: fakeApi({ saveUserVin: () => new Promise(() => {}) }) });
    store.dispatch(savedVinToggled(listing));
    store.dispatch(savedVinToggled(listing));
    store.dispatch(savedVinToggled({ ...listing, _id: "OTHER" }));
    await settle();
    expect(api.saveUserVin).toHaveBeenCalledTimes(1);
    expect(store.getState().saved.savedVins.map((vin) => vin._id)).toEqual([listing._id]);
  });
});

describe("saving, visitor (§4, §6, §8)", () => {
  it("§6 saves through the cookie-id call and keeps the returned cookie_id under saved_id", async () => {
    const { store, api, storage } = setup({
      api: fakeApi({ saveCookieData: async () => cookieAnswer({ message: "Saved", cookie_id: "c-42" }) }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(api.saveCookieData).toHaveBeenCalledWith({ type: "vin", data: listing._id });
    expect(storage.get("saved_id")).toBe("c-42");
    expect(store.getState().saved.cookieId).toBe("c-42");
    expect(selectIsSaved(store.getState(), listing._id)).toBe(true);
    expect(notices(store.getState())).toEqual([{ kind: "success", text: "Vin saved successfully!" }]);
  });

  it("§4 the saved list and the card's count update at once for a visitor too, then take the server's count", async () => {
    let answer: (value: CookieDataAnswer) => void = () => {};
    const { store } = setup({ api: fakeApi({ saveCookieData: () => new Promise((resolve) => (answer = resolve)) }) });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(true);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(8);
    answer(cookieAnswer({ message: "Saved", cookie_id: "c-42", save_car_count: 9 }));
    await settle();
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(9);
  });

  it("§4 a visitor's removal takes the count down by one", async () => {
    const { store } = setup({
      preloadedState: savedState({ cookieId: "c-42", savedVins: [{ _id: listing._id }] }),
      api: fakeApi({ removeCookieData: () => new Promise(() => {}) }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(6);
  });

  it("§6 removes with the stored cookie id", async () => {
    const { store, api } = setup({
      preloadedState: savedState({ cookieId: "c-42", savedVins: [{ _id: listing._id }] }),
      api: fakeApi({ removeCookieData: async () => cookieAnswer({ message: "Removed", cookie_id: "c-42" }) }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(api.removeCookieData).toHaveBeenCalledWith({ type: "vin", data: listing._id, cookie_id: "c-42" });
    expect(store.getState().saved.savedVins).toEqual([]);
    expect(notices(store.getState())).toEqual([{ kind: "success", text: "Vin removed from saved list." }]);
  });

  it("§8 a refused call (4xx {status: 0, message}) shows its message as a notice and saves nothing", async () => {
    const { store } = setup({
      api: fakeApi({
        saveCookieData: async () => {
          throw httpError(400, { status: 0, message: "Too many saved cars" });
        },
      }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(7);
    expect(notices(store.getState())).toEqual([{ kind: "error", text: "Too many saved cars" }]);
  });

  it("§8 other exceptions are swallowed silently", async () => {
    const { store } = setup({
      api: fakeApi({
        saveCookieData: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(7);
    expect(notices(store.getState())).toEqual([]);
    expect(store.getState().saved.showLoader).toBe(false);
  });
});

describe("saved searches (§4, §8)", () => {
  it("§4 a visitor adds, removes and clears searches by cookie id", async () => {
    const answer = async () => cookieAnswer({ message: "All searches removed", cookie_id: "c-1" });
    const { store, api } = setup({
      preloadedState: savedState({ cookieId: "c-1" }),
      api: fakeApi({ saveCookieData: answer, removeCookieData: answer }),
    });
    store.dispatch(searchSaveRequested({ search_url: "/used-cars/honda" }));
    await settle();
    store.dispatch(searchSaveRequested({ search_url: "/new-cars/bmw" }));
    await settle();
    expect(store.getState().saved.searches).toEqual([{ search_url: "/used-cars/honda" }, { search_url: "/new-cars/bmw" }]);
    store.dispatch(searchRemoveRequested({ search_url: "/used-cars/honda" }));
    await settle();
    expect(api.removeCookieData).toHaveBeenCalledWith({ type: "search", data: "/used-cars/honda", cookie_id: "c-1" });
    expect(store.getState().saved.searches).toEqual([{ search_url: "/new-cars/bmw" }]);
    store.dispatch(searchesClearRequested());
    await settle();
    expect(api.removeCookieData).toHaveBeenLastCalledWith({ type: "search", data: "", cookie_id: "c-1", clear: true });
    expect(store.getState().saved.searches).toEqual([]);
    expect(notices(store.getState()).map((notice) => notice.text)).toEqual([
      "Search saved successfully!",
      "Search saved successfully!",
      "Search removed.",
      "All searches removed",
    ]);
  });

  it("§4 a signed-in user saves on the account, keeps the search's id and removes it by id", async () => {
    const { store, api } = setup({
      preloadedState: signedInState(),
      api: fakeApi({
        saveUserSearch: async () => ({ status: 1, message: "ok", id: 9 }),
        removeUserSearch: async () => ({ status: 1, message: "ok" }),
        clearUserSearches: async () => ({ status: 1, message: "" }),
      }),
    });
    store.dispatch(searchSaveRequested({ search_url: "/used-cars/honda" }));
    await settle();
    expect(api.saveUserSearch).toHaveBeenCalledWith({ search_url: "/used-cars/honda" });
    expect(store.getState().saved.searches).toEqual([{ id: 9, search_url: "/used-cars/honda" }]);
    store.dispatch(searchRemoveRequested({ id: 9, search_url: "/used-cars/honda" }));
    await settle();
    expect(api.removeUserSearch).toHaveBeenCalledWith(9);
    expect(store.getState().saved.searches).toEqual([]);
    store.dispatch(searchesClearRequested());
    await settle();
    expect(api.clearUserSearches).toHaveBeenCalled();
    expect(notices(store.getState()).map((notice) => notice.text)).toEqual(["Search saved successfully!", "Search removed.", "Search removed."]);
  });

  it("§8 a refused visitor search save shows its message and keeps the list", async () => {
    const { store } = setup({
      api: fakeApi({
        saveCookieData: async () => {
          throw httpError(400, { status: 0, message: "Search limit reached" });
        },
      }),
    });
    store.dispatch(searchSaveRequested({ search_url: "/used-cars" }));
    await settle();
    expect(store.getState().saved.searches).toEqual([]);
    expect(notices(store.getState())).toEqual([{ kind: "error", text: "Search limit reached" }]);
  });

  it("§8 a refused account search save shows the unknown-error notice", async () => {
    const { store } = setup({
      preloadedState: signedInState(),
      api: fakeApi({
        saveUserSearch: async () => {
          throw httpError(400, { status: 0, message: "nope" });
        },
      }),
    });
    store.dispatch(searchSaveRequested({ search_url: "/used-cars" }));
    await settle();
    expect(store.getState().saved.searches).toEqual([]);
    expect(notices(store.getState())).toEqual([{ kind: "error", text: "An unknown error occurred. Please try again later." }]);
  });
});

describe("hydrate and viewed cars (§4)", () => {
  it("§4 hydrate, signed in: the account's cars and searches, loader off afterwards", async () => {
    const { store } = setup({
      preloadedState: signedInState(),
      api: fakeApi({
        getUserSaved: async () => ({
          vins: [{ vin_id: "V1", url: "/used-cars?vin=V1", data: JSON.stringify({ vin_name: "2020 Kia Soul", price: 15000 }), is_new: false, is_sold: true }],
          searches: [{ id: 3, search_url: "/new-cars" }],
        }),
      }),
    });
    store.dispatch(savedHydrateRequested());
    expect(store.getState().saved.showLoader).toBe(true);
    await settle();
    expect(store.getState().saved).toMatchObject({
      showLoader: false,
      savedVins: [{ _id: "V1", url: "/used-cars?vin=V1", vin_name: "2020 Kia Soul", price: 15000, is_new: false, is_sold: true }],
      searches: [{ id: 3, search_url: "/new-cars" }],
    });
  });

  it("#26.16 hydrate keeps the price each car was saved at, beside its price now", async () => {
    const car = {
      vin_id: "V1",
      url: "/used-cars?vin=V1",
      data: JSON.stringify({ vin_name: "2020 Kia Soul", price: 13900 }),
      is_new: false,
      is_sold: false,
      saved_price: 15000,
    };
    const { store } = setup({
      preloadedState: signedInState(),
      api: fakeApi({ getUserSaved: async () => ({ vins: [car, { ...car, vin_id: "V2", saved_price: undefined }], searches: [] }) }),
    });
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(store.getState().saved.savedVins).toEqual([
      { _id: "V1", url: "/used-cars?vin=V1", vin_name: "2020 Kia Soul", price: 13900, is_new: false, is_sold: false, saved_price: 15000 },
      { _id: "V2", url: "/used-cars?vin=V1", vin_name: "2020 Kia Soul", price: 13900, is_new: false, is_sold: false },
    ]);
  });

  it("§4 hydrate, visitor: type 'vin,search', format partial, with the cookie id; each car's card as an account's (§3)", async () => {
    const cars = [
      {
        vin_id: "V1",
        url: "/used-cars?vin=V1",
        data: JSON.stringify({ vin_name: "2020 Kia Soul", price: 15000, image: "soul.jpg" }),
        is_new: false,
        is_sold: true,
      },
      { vin_id: "V2", url: "/new-cars?vin=V2", data: JSON.stringify({ vin_name: "2024 Kia EV6" }), is_new: true, is_sold: false },
    ];
    const { store, api } = setup({
      preloadedState: savedState({ cookieId: "c-7" }),
      api: fakeApi({
        getCookieData: async () => ({ cookie_id: "c-7", vin: { data: ["V1", "V2"], cars }, search: { data: [{ id: 4, search_url: "/used-cars" }] } }),
      }),
    });
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(api.getCookieData).toHaveBeenCalledWith({ type: "vin,search", format: "partial", cookie_id: "c-7" });
    expect(store.getState().saved).toMatchObject({
      showLoader: false,
      savedVins: [
        { _id: "V1", vin_name: "2020 Kia Soul", price: 15000, image: "soul.jpg", is_sold: true },
        { _id: "V2", vin_name: "2024 Kia EV6", is_new: true, is_sold: false },
      ],
      searches: [{ search_url: "/used-cars" }],
    });
  });

  it("§4 hydrate, visitor: a failed call keeps the lists and turns the loader off", async () => {
    const { store } = setup({
      preloadedState: savedState({ cookieId: "c-7" }),
      api: fakeApi({
        getCookieData: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(store.getState().saved).toMatchObject({ showLoader: false, savedVins: [], searches: [] });
  });

  it("§4 hydrate, visitor without a cookie id: nothing to load, loader off", async () => {
    const { store, api } = setup();
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(api.getCookieData).not.toHaveBeenCalled();
    expect(store.getState().saved.showLoader).toBe(false);
  });

  it.each([
    ["null", async () => null],
    [
      "an exception",
      async () => {
        throw httpError();
      },
    ],
  ])("§4 hydrate answered by %s keeps the lists and turns the loader off", async (_case, getUserSaved) => {
    const { store } = setup({ preloadedState: signedInState(), api: fakeApi({ getUserSaved }) });
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(store.getState().saved).toMatchObject({ showLoader: false, savedVins: [], searches: [] });
  });

  it("§4 viewing a car records it in the local viewed_cars map", async () => {
    const { store, storage } = setup();
    store.dispatch(carViewed("V1"));
    store.dispatch(carViewed("V2"));
    await settle();
    expect(store.getState().saved.viewedVins).toEqual({ V1: true, V2: true });
    expect(JSON.parse(storage.get("viewed_cars")!)).toEqual({ V1: true, V2: true });
  });

  it("§4/§6 viewed_cars and saved_id come back from local storage once the app mounted; a corrupt map is ignored", () => {
    const stored = new Map([
      ["viewed_cars", JSON.stringify({ V9: true })],
      ["saved_id", "c-9"],
    ]);
    const { store } = setup({ storage: { get: (key) => stored.get(key) ?? null, set: () => {} } });
    expect(store.getState().saved).toMatchObject({ viewedVins: {}, cookieId: null });
    store.dispatch(appMounted());
    expect(store.getState().saved).toMatchObject({ viewedVins: { V9: true }, cookieId: "c-9" });
    const corrupt = setup({ storage: { get: (key) => (key === "viewed_cars" ? "{not json" : null), set: () => {} } });
    corrupt.store.dispatch(appMounted());
    expect(corrupt.store.getState().saved).toMatchObject({ viewedVins: {}, cookieId: null });
  });
});

describe("hearts offline (issue #28.4)", () => {
  const offlineSetup = (options: Parameters<typeof setup>[0] = {}) => {
    const fakes = setup(options);
    fakes.store.dispatch(connectionChanged(false));
    return fakes;
  };

  it("#28.4 a heart tapped offline is kept at once, marked pending, sends nothing and says it will be sent", async () => {
    const { store, api, storage } = offlineSetup({ preloadedState: savedState({ cookieId: "c-42" }) });
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(true);
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(true);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(8);
    expect(api.saveCookieData).not.toHaveBeenCalled();
    expect(notices(store.getState())).toEqual([{ kind: "success", text: "Saved on this device. It will be sent when you are back online." }]);
    expect(JSON.parse(storage.get("pending_saves")!)).toEqual([{ vin: listing._id, change: "save", listing, signedIn: false }]);
  });

  it("#28.4 a connection just back that does not answer yet: the kept heart is tried again, later, and sent", async () => {
    let calls = 0;
    const { store, api } = offlineSetup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({
        saveCookieData: async () => {
          calls += 1;
          if (calls < 3) throw httpError();
          return cookieAnswer({ message: "Saved", cookie_id: "c-42", save_car_count: 9 });
        },
      }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(connectionChanged(true));
    await settle();
    expect(api.saveCookieData).toHaveBeenCalledTimes(1);
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(true);
    expect(store.getState().saved.showLoader).toBe(false);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(api.saveCookieData).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(api.saveCookieData).toHaveBeenCalledTimes(3);
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(false);
    expect(notices(store.getState())).toContainEqual({ kind: "success", text: "Vin saved successfully!" });
    // Sent: no more tries.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.saveCookieData).toHaveBeenCalledTimes(3);
  });

  it("#28.4 a server that never answers is tried a few times, then left for the next reconnect or page load", async () => {
    const { store, api } = offlineSetup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({
        saveCookieData: async () => {
          throw httpError();
        },
      }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(connectionChanged(true));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(api.saveCookieData).toHaveBeenCalledTimes(5);
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(true);
  });

  it("#28.4 the connection's return sends it as the tap would have, then says 'Vin saved successfully!'", async () => {
    const { store, api, storage } = offlineSetup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({ saveCookieData: async () => cookieAnswer({ message: "Saved", cookie_id: "c-42", save_car_count: 9 }) }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(connectionChanged(true));
    await settle();
    expect(api.saveCookieData).toHaveBeenCalledWith({ type: "vin", data: listing._id, cookie_id: "c-42" });
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(false);
    expect(selectSaveCount(store.getState(), listing._id, 7)).toBe(9);
    expect(notices(store.getState())).toContainEqual({ kind: "success", text: "Vin saved successfully!" });
    expect(JSON.parse(storage.get("pending_saves")!)).toEqual([]);
  });

  it("#28.4 a signed-in shopper's kept save goes to the account with the car's fields", async () => {
    const { store, api } = offlineSetup({ preloadedState: signedInState(), api: fakeApi({ saveUserVin: async () => saveCount(3) }) });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(connectionChanged(true));
    await settle();
    expect(api.saveUserVin).toHaveBeenCalledWith(expect.objectContaining({ vin_id: listing._id, url: listing.url }));
  });

  it("#28.4 a kept heart survives the page: it comes back from local storage, still pending, and is sent after the lists load", async () => {
    const first = offlineSetup({ preloadedState: savedState({ cookieId: "c-42" }) });
    first.storage.set("saved_id", "c-42");
    first.store.dispatch(savedVinToggled(listing));
    await settle();
    // The next page, back online, on the same device's storage.
    const { store, api } = setup({
      storage: first.browser.storage,
      api: fakeApi({
        getCookieData: async () => ({ cookie_id: "c-42", vin: { data: [], cars: [] }, search: { data: [] } }),
        saveCookieData: () => new Promise(() => {}),
      }),
    });
    store.dispatch(appMounted());
    await settle();
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(true);
    store.dispatch(savedHydrateRequested());
    await settle();
    // The server's list lacks it, but what the shopper did on this device shows until it is sent.
    expect(selectIsSaved(store.getState(), listing._id)).toBe(true);
    expect(api.saveCookieData).toHaveBeenCalledWith({ type: "vin", data: listing._id, cookie_id: "c-42" });
  });

  it("#28.4 tapping again before it was sent cancels it: nothing goes out", async () => {
    const { store, api } = offlineSetup({ preloadedState: savedState({ cookieId: "c-42" }) });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(savedVinToggled(listing));
    await settle();
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(false);
    store.dispatch(connectionChanged(true));
    await settle();
    expect(api.saveCookieData).not.toHaveBeenCalled();
    expect(api.removeCookieData).not.toHaveBeenCalled();
  });

  it("#28.5 signing out drops a signed-in shopper's kept hearts and the list's copy: nothing reaches whoever comes next", async () => {
    const { store, api, storage } = offlineSetup({ preloadedState: signedInState() });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(signedOut());
    store.dispatch(savedCleared());
    store.dispatch(connectionChanged(true));
    await settle();
    expect(api.saveUserVin).not.toHaveBeenCalled();
    expect(JSON.parse(storage.get("pending_saves")!)).toEqual([]);
    expect(JSON.parse(storage.get("saved_copy")!)).toEqual({ signedIn: false, savedAt: expect.any(Number), vins: [], searches: [] });
  });

  it("#28.5 an account's lists that answer after its sign-out are dropped: neither the visitor's lists nor this device's copy get them", async () => {
    let answer: (lists: { vins: UserSavedVin[]; searches: [] }) => void = () => {};
    const { store, storage } = setup({
      preloadedState: signedInState(),
      api: fakeApi({ getUserSaved: () => new Promise((resolve) => (answer = resolve)) }),
    });
    store.dispatch(savedHydrateRequested());
    await settle();
    store.dispatch(signedOut());
    store.dispatch(savedCleared());
    await settle();
    answer({
      vins: [{ vin_id: listing._id, url: listing.url, data: JSON.stringify({ vin_name: listing.vin_name }), is_new: false, is_sold: false }],
      searches: [],
    });
    await settle();
    expect(store.getState().saved.savedVins).toEqual([]);
    expect(storage.get("saved_copy")).not.toContain(listing._id);
  });

  it("#28.4 a refusal on reconnect drops the kept heart with its message and reloads the lists", async () => {
    const { store, api } = offlineSetup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({
        saveCookieData: async () => {
          throw httpError(400, { status: 0, message: "Too many saved cars" });
        },
        getCookieData: async () => ({ cookie_id: "c-42", vin: { data: [], cars: [] }, search: { data: [] } }),
      }),
    });
    store.dispatch(savedVinToggled(listing));
    await settle();
    store.dispatch(connectionChanged(true));
    await settle();
    expect(selectIsSavePending(store.getState(), listing._id)).toBe(false);
    expect(selectIsSaved(store.getState(), listing._id)).toBe(false);
    expect(api.getCookieData).toHaveBeenCalled();
    expect(notices(store.getState())).toContainEqual({ kind: "error", text: "Too many saved cars" });
  });
});

describe("saved lists offline (issue #28.3)", () => {
  it("#28.3 offline, the lists come from this device's last copy when the server cannot be reached", async () => {
    const car = { _id: listing._id, vin_name: listing.vin_name };
    const online = setup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({
        getCookieData: async () => ({
          cookie_id: "c-42",
          vin: { data: [car._id], cars: [{ vin_id: car._id, url: "", data: JSON.stringify({ vin_name: car.vin_name }), is_new: false, is_sold: false }] },
          search: { data: [{ id: 4, search_url: "/used-cars/honda" }] },
        }),
      }),
    });
    online.store.dispatch(savedHydrateRequested());
    await settle();
    const offline = setup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({
        getCookieData: async () => {
          throw httpError();
        },
      }),
    });
    offline.storage.set("saved_copy", online.storage.get("saved_copy")!);
    offline.store.dispatch(connectionChanged(false));
    offline.store.dispatch(savedHydrateRequested());
    await settle();
    expect(offline.store.getState().saved.savedVins.map((vin) => vin._id)).toEqual([car._id]);
    expect(offline.store.getState().saved.searches).toEqual([{ id: 4, search_url: "/used-cars/honda" }]);
  });

  it("#28.3 the client's null for an unanswered read falls back to the copy too", async () => {
    const { store, storage } = setup({ preloadedState: savedState({ cookieId: "c-42" }), api: fakeApi({ getCookieData: async () => null }) });
    storage.set("saved_copy", JSON.stringify({ signedIn: false, savedAt: Date.now(), vins: [{ _id: listing._id }], searches: [] }));
    store.dispatch(connectionChanged(false));
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(store.getState().saved.savedVins).toEqual([{ _id: listing._id }]);
  });

  it("#28.5 a copy made in another kind of session is never shown", async () => {
    const { store, storage } = setup({
      preloadedState: savedState({ cookieId: "c-42" }),
      api: fakeApi({
        getCookieData: async () => {
          throw httpError();
        },
      }),
    });
    storage.set("saved_copy", JSON.stringify({ signedIn: true, savedAt: Date.now(), vins: [{ _id: listing._id }], searches: [] }));
    store.dispatch(connectionChanged(false));
    store.dispatch(savedHydrateRequested());
    await settle();
    expect(store.getState().saved.savedVins).toEqual([]);
  });

  it("#28.3 the copy says when the lists last matched the server: online that is now, a change made offline keeps that time", async () => {
    vi.setSystemTime(new Date("2026-11-28T13:05:00Z"));
    const { store, storage } = setup({
      preloadedState: signedInState(),
      api: fakeApi({ getUserSaved: async () => ({ vins: [], searches: [{ id: 4, search_url: "/used-cars/honda" }] }) }),
    });
    store.dispatch(savedHydrateRequested());
    await settle();
    const loadedAt = Date.parse("2026-11-28T13:05:00Z");
    expect(savedCopyOf(storage.get("saved_copy"))).toMatchObject({ signedIn: true, savedAt: loadedAt, vins: [] });
    vi.setSystemTime(new Date("2026-11-28T15:00:00Z"));
    store.dispatch(connectionChanged(false));
    store.dispatch(savedVinToggled(listing));
    await settle();
    const copy = savedCopyOf(storage.get("saved_copy"));
    expect(copy?.vins.map((vin) => vin._id)).toEqual([listing._id]);
    expect(copy?.savedAt).toBe(loadedAt);
  });

  it("#28.3 a stored copy reads only when whole: an older copy without its time, or anything else, is none", () => {
    const whole = { signedIn: true, savedAt: 1, vins: [{ _id: listing._id }], searches: [] };
    expect(savedCopyOf(JSON.stringify(whole))).toEqual(whole);
    expect(savedCopyOf(JSON.stringify({ signedIn: true, vins: [], searches: [] }))).toBeNull();
    expect(savedCopyOf("{not json")).toBeNull();
    expect(savedCopyOf(null)).toBeNull();
  });
});
