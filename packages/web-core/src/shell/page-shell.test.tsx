// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore, notifySuccess } from "@carmarket/store";
import { expectNoAxeViolations } from "../test/axe.js";
import { DEFAULT_SITE_CONFIG, type SiteConfig } from "../site-config/site-config.js";
import { PageShell } from "./page-shell.js";

afterEach(cleanup);

const SEARCH_ADS = { script_url: "https://ads.example/ads.js", origin: "https://ads.example", client: "pub-1", slots: { "Above-News-Title": "7" } };
const withTopAd: SiteConfig = { ...DEFAULT_SITE_CONFIG, ad_slots: { ...DEFAULT_SITE_CONFIG.ad_slots, "Above-News-Title": "1" }, search_ads: SEARCH_ADS };

/** The shell at `url` with a server-style store (no sagas), a header, a page and a footer. */
function renderShell(url: string, siteConfig: SiteConfig = DEFAULT_SITE_CONFIG, pageData: { topAdQuery?: string } = {}) {
  const store = createAppStore();
  const shell = (
    <PageShell siteConfig={siteConfig} header={<header>Site header</header>} footer={<footer>Site footer</footer>}>
      <main>
        <h1>Page</h1>
      </main>
    </PageShell>
  );
  const router = createMemoryRouter([{ path: "*", element: shell, loader: () => pageData }], {
    initialEntries: [url],
    hydrationData: { loaderData: { "0": pageData } },
  });
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, view };
}

describe("PageShell (§2.3)", () => {
  it("§2.3 header, page and footer; no spacer outside the app; no axe violations", async () => {
    const { view } = renderShell("/");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(view.container.querySelector("[data-app-spacer]")).toBeNull();
    await expectNoAxeViolations(view.container);
  });

  it("§2.3 app=1: no header, and a 100 px spacer at the bottom", () => {
    const { view } = renderShell("/?app=1");
    expect(screen.queryByRole("banner")).toBeNull();
    expect((view.container.querySelector("[data-app-spacer]") as HTMLElement).style.height).toBe("100px");
  });

  it("§2.3 the top ad banner on /news/ pages when the Above-News-Title flag is '1', the page's ads are active and a search-ads service is set", () => {
    const { view } = renderShell("/news/best-suvs", withTopAd, { topAdQuery: "suv deals" });
    expect(view.container.querySelector('[data-ad-slot="Above-News-Title"]')?.getAttribute("data-ad-query")).toBe("suv deals");
  });

  it("#27.4 no top ad banner without a search-ads service, nor when the service has no id for it (ADR 295)", () => {
    expect(
      renderShell("/news/best-suvs", { ...withTopAd, search_ads: null }, { topAdQuery: "suv deals" }).view.container.querySelector("[data-ad-slot]"),
    ).toBeNull();
    cleanup();
    const noBannerId = { ...withTopAd, search_ads: { ...SEARCH_ADS, slots: { post: "8" } } };
    expect(renderShell("/news/best-suvs", noBannerId, { topAdQuery: "suv deals" }).view.container.querySelector("[data-ad-slot]")).toBeNull();
  });

  it("§4 ads: no empty banner band above the headline when the page has no active ads (issue #15)", () => {
    expect(renderShell("/news/best-suvs", withTopAd, {}).view.container.querySelector("[data-ad-slot]")).toBeNull();
    cleanup();
    expect(renderShell("/news", withTopAd).view.container.querySelector("[data-ad-slot]")).toBeNull();
  });

  it("§2.3 no top ad banner elsewhere, nor with the flag off", () => {
    expect(renderShell("/used-cars", withTopAd).view.container.querySelector("[data-ad-slot]")).toBeNull();
    cleanup();
    expect(renderShell("/news/best-suvs").view.container.querySelector("[data-ad-slot]")).toBeNull();
  });

  it("§8 store notices show in the notifications region", async () => {
    const { store } = renderShell("/");
    await act(async () => {
      store.dispatch(notifySuccess("Vin saved successfully!"));
    });
    expect(screen.getAllByRole("status").some((region) => region.textContent?.includes("Vin saved successfully!"))).toBe(true);
  });
});
