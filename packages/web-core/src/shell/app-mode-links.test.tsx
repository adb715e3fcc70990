// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { Provider } from "react-redux";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createAppStore } from "@carmarket/store";
import { DEFAULT_SITE_CONFIG } from "../site-config/site-config.js";
import { withAppMode } from "./app-mode-links.js";
import { PageShell } from "./page-shell.js";

afterEach(cleanup);

function renderInApp(url: string) {
  const page = (
    <PageShell siteConfig={DEFAULT_SITE_CONFIG} header={<header>Site header</header>} footer={<footer>Site footer</footer>}>
      <main>
        <Link to="/used-cars?zip=10001">Router link</Link>
        <a href="/used-cars/honda?vin=1HGCM82633A004352">Plain link</a>
        <a href="https://example.com/">Elsewhere</a>
      </main>
    </PageShell>
  );
  const router = createMemoryRouter([{ path: "*", element: page }], { initialEntries: [url] });
  render(
    <Provider store={createAppStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return router;
}

describe("app mode travels with every tap (§2.3, issue #26.10)", () => {
  it("#26.10 inside the app, a router link and a plain link keep app=1 (and isapp), so the header stays hidden", async () => {
    const router = renderInApp("/?app=1&isapp=1");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Router link" }));
    });
    expect(router.state.location.pathname + router.state.location.search).toBe("/used-cars?zip=10001&app=1&isapp=1");
    expect(screen.queryByRole("banner")).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Plain link" }));
    });
    expect(router.state.location.pathname + router.state.location.search).toBe("/used-cars/honda?vin=1HGCM82633A004352&app=1&isapp=1");
  });

  it("outside the app links are left alone", async () => {
    const router = renderInApp("/");
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Router link" }));
    });
    expect(router.state.location.search).toBe("?zip=10001");
    expect(screen.getByRole("banner")).toBeTruthy();
  });

  it("withAppMode: only this origin's links, only the keys they lack", () => {
    const current = new URLSearchParams("app=1");
    expect(withAppMode("/dealers", current, "https://cm.test")?.href).toBe("https://cm.test/dealers?app=1");
    expect(withAppMode("/dealers?app=1", current, "https://cm.test")).toBeNull();
    expect(withAppMode("https://example.com/", current, "https://cm.test")).toBeNull();
    expect(withAppMode("/news#top", current, "https://cm.test")?.href).toBe("https://cm.test/news?app=1#top");
  });
});
