// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, positionDenied, zipModalOpened, MESSAGES } from "@carmarket/store";
import { expectNoAxeViolations } from "../test/axe.js";
import { FooterZip } from "./footer-zip.js";
import { LocationPopupHost, locateStatusOf } from "./location-popup-host.js";

afterEach(cleanup);

function renderWithStore(element: React.ReactNode, zipcode = "") {
  const store = createAppStore({ preloadedState: { zip: { ...createAppStore().getState().zip, zipcode } } });
  const router = createMemoryRouter([{ path: "*", element }], { initialEntries: ["/"] });
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return store;
}

const geolocation = { geolocationEnabled: null, locatedAt: null, showLoader: false, disabled: false, message: null };

describe("location popup in the shell (§2.4, §2.6, §4, §8)", () => {
  it("§4 locate button: loader while locating, denied after a denial, disabled without geolocation", () => {
    expect(locateStatusOf(geolocation)).toBe("idle");
    expect(locateStatusOf({ ...geolocation, showLoader: true })).toBe("locating");
    expect(locateStatusOf({ ...geolocation, geolocationEnabled: false, disabled: true })).toBe("denied");
    expect(locateStatusOf({ ...geolocation, disabled: true })).toBe("unsupported");
  });

  it("§2.4 'Help Us Locate You!' opens with the zip modal; Submit without a zip, Update with one (§4)", async () => {
    const store = renderWithStore(<LocationPopupHost />, "10001");
    act(() => void store.dispatch(zipModalOpened()));
    const dialog = await screen.findByRole("dialog", { name: "Help Us Locate You!" });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole("button", { name: "Update" })).toBeTruthy();
    await expectNoAxeViolations(document.body);
  });

  it("§8 denied: the denial text and a disabled Locate Me button", async () => {
    const store = renderWithStore(<LocationPopupHost />);
    act(() => {
      store.dispatch(zipModalOpened());
      store.dispatch(positionDenied(MESSAGES.locationDenied));
    });
    await screen.findByRole("dialog");
    expect(screen.getByRole("alert").textContent).toBe("Allow this site to access your location (Show me how? (opens in a new tab)). OR, enter ZIP manually.");
    expect((screen.getByRole("button", { name: "Locate Me" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("closing the popup stores the close and hides it (§4)", async () => {
    const store = renderWithStore(<LocationPopupHost />);
    act(() => void store.dispatch(zipModalOpened()));
    await screen.findByRole("dialog");
    act(() => screen.getByRole("button", { name: /close/i }).click());
    expect(store.getState().zip.showModal).toBe(false);
  });

  it("§2.6 footer zip form: 'Submit' without a zip, 'Update Zip' with one", () => {
    renderWithStore(<FooterZip />, "10001");
    expect(screen.getByRole("button", { name: "Update Zip" })).toBeTruthy();
    cleanup();
    renderWithStore(<FooterZip />);
    expect(screen.getByRole("button", { name: "Submit" })).toBeTruthy();
  });
});
