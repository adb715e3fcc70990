// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createAppStore, type BrowserServices, type StoreApi } from "@carmarket/store";
import { useCloseOverlay, useUrlOverlays } from "./use-url-overlays.js";

afterEach(cleanup);

function fakeBrowser(): BrowserServices {
  return {
    geolocation: undefined,
    storage: { get: () => null, set: vi.fn() },
    cookies: { get: () => undefined, set: vi.fn() },
    clock: { now: () => 0 },
    navigate: vi.fn(),
    track: vi.fn(),
    randomId: () => "id",
  };
}

function Shell() {
  useUrlOverlays();
  const close = useCloseOverlay();
  const { hash } = useLocation();
  return (
    <>
      <p>hash:{hash}</p>
      <button type="button" onClick={close}>
        Close
      </button>
    </>
  );
}

/** Renders the hooks at `url` with a real store running the real sagas (the API is never called here). */
function renderAt(url: string) {
  const browser = fakeBrowser();
  const store = createAppStore({ services: { api: {} as StoreApi, browser } });
  const router = createMemoryRouter([{ path: "*", element: <Shell /> }], { initialEntries: [url] });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, browser, view };
}

describe("URL overlays (§2.3, §2.4)", () => {
  it("§2.4 a hash opens its overlay: the modal id matches", () => {
    const { store } = renderAt("/used-cars#UsedInventorySidebar");
    expect(store.getState().overlay.modalId).toBe("UsedInventorySidebar");
  });

  it("§2.4 #ReviewSidebar opens the review search, id search-open", () => {
    expect(renderAt("/#ReviewSidebar").store.getState().overlay.modalId).toBe("search-open");
  });

  it("§2.4 an unknown hash opens nothing", () => {
    expect(renderAt("/#top").store.getState().overlay.modalId).toBeNull();
  });

  it("§2.3 popup=true opens the lead-form popup with the page of origin and records leadform_opened", async () => {
    const { store, browser } = renderAt("/?popup=true");
    await act(() => Promise.resolve());
    expect(store.getState().overlay.modalId).toBe("leadForm");
    expect(store.getState().lead.page).toBe("home");
    expect(browser.track).toHaveBeenCalledWith("leadform_opened", {});
  });

  it("§2.3 popup=true does nothing when the hash contains 'vin'", async () => {
    const { store } = renderAt("/used-cars?popup=true#vin-1HGCM82633A004352");
    await act(() => Promise.resolve());
    expect(store.getState().overlay.modalId).toBeNull();
  });

  it("closing an overlay opened by the hash removes the hash, and does not reopen the popup", async () => {
    const { store, view } = renderAt("/?popup=true#leadForm");
    await act(() => Promise.resolve());
    await act(async () => fireEvent.click(view.getByRole("button", { name: "Close" })));
    expect(store.getState().overlay.modalId).toBeNull();
    expect(view.getByText("hash:")).toBeTruthy();
  });
});
