// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { authSlice, createAppStore, savedSlice, type RootState } from "@carmarket/store";
import { expectNoAxeViolations } from "../../test/axe.js";
import { SaveSearchButton } from "./save-search-button.js";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

const SEARCH = { condition: "used", brand_slug: "honda" } as const;
const URL = "/used-cars/honda?zip=10001";

function renderButton(state: Partial<RootState>) {
  const store = createAppStore({ preloadedState: state });
  const router = createMemoryRouter([{ path: "*", element: <SaveSearchButton search={SEARCH} zip="10001" /> }], { initialEntries: [URL] });
  return render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

const saved = (searches: RootState["saved"]["searches"]) => ({ saved: { ...savedSlice.getInitialState(), searches } });

describe("'Save this search' (§4, issue #26.16)", () => {
  it("#26.16 a saved search offers 'Email me new matches', on by default (ADR 190), and counts as visited now", async () => {
    const view = renderButton({ ...saved([{ id: 3, search_url: URL }]), auth: { ...authSlice.getInitialState(), signedIn: true } });
    expect((screen.getByRole("checkbox", { name: "Email me new matches of this search" }) as HTMLInputElement).checked).toBe(true);
    expect(JSON.parse(window.localStorage.getItem("saved_search_visits") ?? "{}")).toHaveProperty([URL]);
    await expectNoAxeViolations(view.container);
  });

  it("#26.16 a visitor is asked to sign in for the emails, and comes back here", () => {
    renderButton(saved([{ search_url: URL }]));
    expect(screen.getByRole("link", { name: "Sign in to get new matches by email" }).getAttribute("href")).toBe(`/sign-in?redirect=${encodeURIComponent(URL)}`);
  });

  it("an unsaved search offers neither", () => {
    renderButton(saved([]));
    expect(screen.queryByRole("checkbox")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
    expect(window.localStorage.getItem("saved_search_visits")).toBeNull();
  });
});
