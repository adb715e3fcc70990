import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, fakeGeolocation, settle, setup } from "../test/fakes.js";
import { MESSAGES } from "../shared/messages.js";
import { locationAnswer, zipAnswer } from "../test/answers.js";
import type { ZipLookupAnswer } from "../services/store-api.js";
import { appMounted } from "../app-mounted.js";
import { locateRequested } from "./geolocation-slice.js";

const position = { latitude: 45.52, longitude: -122.68 };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(1_767_225_600_000);
});
afterEach(() => vi.useRealTimers());

describe("Locate button (§4, §8, §9)", () => {
  it("§9 asks the device with timeout 15000 ms, maximumAge 86400000 ms and high accuracy", async () => {
    const geolocation = fakeGeolocation(position);
    const { store } = setup({ geolocation, api: fakeApi({ lookupLocation: async () => locationAnswer({ status: 0, zip: "" }) }) });
    store.dispatch(locateRequested());
    await settle();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith({ timeout: 15_000, maximumAge: 86_400_000, enableHighAccuracy: true });
  });

  it("§4 success: geolocationEnabled=true with a timestamp, ZIP looked up from 'lat,long', loader hidden", async () => {
    let answerZip: (value: ZipLookupAnswer) => void = () => {};
    const api = fakeApi({
      lookupLocation: async () => locationAnswer({ zip: "97204" }),
      lookupZip: () => new Promise((resolve) => (answerZip = resolve)),
    });
    const { store } = setup({ geolocation: fakeGeolocation(position), api });
    store.dispatch(locateRequested());
    await settle();
    expect(store.getState().geolocation).toMatchObject({ geolocationEnabled: true, locatedAt: 1_767_225_600_000, showLoader: true });
    expect(api.lookupLocation).toHaveBeenCalledWith({ latlong: "45.52,-122.68" });
    expect(api.lookupZip).toHaveBeenCalledWith({ zipcode: "97204", invoked_by: "geolocation" });
    answerZip(zipAnswer({ cookie_zip: "97204" }));
    await settle();
    expect(store.getState().geolocation.showLoader).toBe(false);
    expect(store.getState().zip).toMatchObject({ zipcode: "97204", storeReady: true });
  });

  it("§4/§8 denial: geolocationEnabled=false, the denial message, button disabled, loader hidden", async () => {
    const { store, api } = setup({ geolocation: fakeGeolocation({ code: 1 }) });
    store.dispatch(locateRequested());
    await settle();
    expect(store.getState().geolocation).toEqual({
      geolocationEnabled: false,
      locatedAt: null,
      showLoader: false,
      disabled: true,
      message: "Allow this site to access your location (Show me how?). OR, enter ZIP manually.",
    });
    expect(api.lookupLocation).not.toHaveBeenCalled();
  });

  it.each([
    [3, MESSAGES.locationTimeout],
    [2, MESSAGES.locationUnavailable],
  ])("§4 position error code %i shows its message and keeps the button usable", async (code, message) => {
    const { store } = setup({ geolocation: fakeGeolocation({ code }) });
    store.dispatch(locateRequested());
    await settle();
    expect(store.getState().geolocation).toMatchObject({ geolocationEnabled: null, disabled: false, showLoader: false, message });
  });

  it("§4 a second click while locating asks the device once", async () => {
    const geolocation = { getCurrentPosition: vi.fn(() => new Promise<never>(() => {})) };
    const { store } = setup({ geolocation });
    store.dispatch(locateRequested());
    store.dispatch(locateRequested());
    await settle();
    expect(geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(store.getState().geolocation.showLoader).toBe(true);
  });

  it("§8 a lookup without a ZIP shows its msg", async () => {
    const api = fakeApi({ lookupLocation: async () => locationAnswer({ status: 0, zip: "", msg: "Outside the USA" }) });
    const { store } = setup({ geolocation: fakeGeolocation(position), api });
    store.dispatch(locateRequested());
    await settle();
    expect(store.getState().geolocation).toMatchObject({ geolocationEnabled: true, showLoader: false, message: "Outside the USA" });
    expect(api.lookupZip).not.toHaveBeenCalled();
  });

  it.each([
    [
      "throws",
      async () => {
        throw new Error("network");
      },
    ],
    ["answers null", async () => null],
  ])("§4 a location lookup that %s hides the loader with the unavailable message", async (_case, lookupLocation) => {
    const api = fakeApi({ lookupLocation });
    const { store } = setup({ geolocation: fakeGeolocation(position), api });
    store.dispatch(locateRequested());
    await settle();
    expect(store.getState().geolocation).toMatchObject({ showLoader: false, message: MESSAGES.locationUnavailable });
  });

  it("§4 no geolocation in the browser disables the button once the app mounted", async () => {
    const { store } = setup({ geolocation: undefined });
    expect(store.getState().geolocation.disabled).toBe(false);
    store.dispatch(appMounted());
    expect(store.getState().geolocation.disabled).toBe(true);
    store.dispatch(locateRequested());
    await settle();
    expect(store.getState().geolocation.showLoader).toBe(false);
  });
});
