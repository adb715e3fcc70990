import { describe, expect, it } from "vitest";
import { createAppStore } from "./store.js";
import { initialServerState } from "./server-state.js";
import { serializeState } from "./serialize-state.js";
import { submitZip } from "./zip/zip-slice.js";

describe("createAppStore (server-side rendering)", () => {
  it("imports and runs with no window, document or storage", () => {
    expect(typeof window).toBe("undefined");
    expect(typeof document).toBe("undefined");
    const store = createAppStore();
    store.dispatch(submitZip({ zipcode: "97865" }));
    expect(store.getState().zip.isFetching).toBe(false);
  });

  it("starts from what the server knows: zip cookie, signed-in flag and lead source", () => {
    const store = createAppStore({ preloadedState: initialServerState({ leadSource: "mobile", zipcode: "97865", signedIn: true }) });
    expect(store.getState().zip.zipcode).toBe("97865");
    expect(store.getState().auth.signedIn).toBe(true);
    expect(store.getState().lead.source).toBe("mobile");
    expect(store.getState().saved.savedVins).toEqual([]);
  });

  it("hydrates in the browser from the serialized server state", () => {
    const server = createAppStore({ preloadedState: initialServerState({ leadSource: "desktop", zipcode: "10001" }) });
    const browser = createAppStore({ preloadedState: JSON.parse(serializeState(server.getState())) });
    expect(browser.getState()).toEqual(server.getState());
  });
});
