// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createAppStore, MESSAGES, notifySuccess, overlayOpened } from "@carmarket/store";
import { expectNoAxeViolations } from "../test/axe.js";
import { countVisit, isIosBrowser, mayOfferInstall } from "./install-offer.js";
import { OfflineSupport } from "./offline-support.js";

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  // jsdom has no matchMedia: the page is not the installed app.
  vi.stubGlobal("matchMedia", () => ({ matches: false }) as MediaQueryList);
});

/** Chrome's `beforeinstallprompt`, as the browser fires it when the site can be installed. */
function installPrompt(outcome: "accepted" | "dismissed" = "accepted") {
  return Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

function renderShell(path = "/used-cars") {
  const store = createAppStore();
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <main>
            <form aria-label="Price alert">
              <input aria-label="Email" />
            </form>
            <OfflineSupport />
          </main>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, view };
}

const offer = () => screen.queryByRole("complementary", { name: "Install CarMarket" });

describe("the install offer (issue #28.1)", () => {
  it("#28.1 after a save on a first visit: the browser's own prompt, kept for our button; Install shows it and is remembered", async () => {
    const { store, view } = renderShell();
    const event = installPrompt();
    act(() => void window.dispatchEvent(event));
    expect(event.defaultPrevented).toBe(true);
    expect(offer()).toBeNull();
    act(() => void store.dispatch(notifySuccess(MESSAGES.vinSaved)));
    expect(await screen.findByRole("complementary", { name: "Install CarMarket" })).toBeTruthy();
    await expectNoAxeViolations(view.container);
    fireEvent.click(screen.getByRole("button", { name: "Install" }));
    expect(event.prompt).toHaveBeenCalledOnce();
    await act(async () => undefined);
    expect(localStorage.getItem("install_offer")).toBe("installed");
    expect(offer()).toBeNull();
  });

  it("#28.1 a prompt Chrome gave before the shell hydrated (it fires once, when the page has loaded) is still offered", async () => {
    localStorage.setItem("visits", "1");
    const event = installPrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    renderShell();
    expect(await screen.findByRole("complementary", { name: "Install CarMarket" })).toBeTruthy();
  });

  it("#28.1 on a second visit without a save; 'Not now' is remembered on this device", async () => {
    localStorage.setItem("visits", "1");
    renderShell();
    act(() => void window.dispatchEvent(installPrompt()));
    fireEvent.click(await screen.findByRole("button", { name: "Not now" }));
    expect(localStorage.getItem("install_offer")).toBe("dismissed");
    expect(offer()).toBeNull();
  });

  it("#28.1 never over a form: not while a popup is open or a form field has the focus, nor on an account form", async () => {
    localStorage.setItem("visits", "1");
    const { store } = renderShell();
    act(() => void window.dispatchEvent(installPrompt()));
    expect(await screen.findByRole("complementary", { name: "Install CarMarket" })).toBeTruthy();
    act(() => screen.getByRole("textbox", { name: "Email" }).focus());
    expect(offer()).toBeNull();
    act(() => screen.getByRole("textbox", { name: "Email" }).blur());
    expect(offer()).not.toBeNull();
    act(() => void store.dispatch(overlayOpened("leadForm")));
    expect(offer()).toBeNull();
    cleanup();
    renderShell("/sign-in");
    act(() => void window.dispatchEvent(installPrompt()));
    expect(offer()).toBeNull();
  });

  it("the rules: installable, unanswered, online, not over a form, and a save or a second visit", () => {
    const base = { installable: true, answered: false, visits: 1, savedHere: false, overForm: false, online: true };
    expect(mayOfferInstall(base)).toBe(false);
    expect(mayOfferInstall({ ...base, savedHere: true })).toBe(true);
    expect(mayOfferInstall({ ...base, visits: 2 })).toBe(true);
    for (const not of [{ installable: false }, { answered: true }, { overForm: true }, { online: false }]) {
      expect(mayOfferInstall({ ...base, visits: 2, ...not }), JSON.stringify(not)).toBe(false);
    }
  });

  it("a visit is a browser session, counted once", () => {
    expect(countVisit()).toBe(1);
    expect(countVisit()).toBe(1);
    sessionStorage.clear();
    expect(countVisit()).toBe(2);
  });

  it("iOS Safari installs by hand (Share › Add to Home Screen); other iOS browsers and the installed app do not", () => {
    const iphone = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    expect(isIosBrowser({ userAgent: iphone, maxTouchPoints: 5 }, false)).toBe(true);
    expect(isIosBrowser({ userAgent: iphone, maxTouchPoints: 5 }, true)).toBe(false);
    expect(isIosBrowser({ userAgent: iphone.replace("Version/17.0", "CriOS/126.0"), maxTouchPoints: 5 }, false)).toBe(false);
    expect(isIosBrowser({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 7)", maxTouchPoints: 5 }, false)).toBe(false);
  });
});
