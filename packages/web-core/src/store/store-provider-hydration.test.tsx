// @vitest-environment jsdom
import { act, lazy, Suspense, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { Provider } from "react-redux";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createAppStore, initialServerState, savedHydrated, selectIsSaved, useAppSelector } from "@carmarket/store";
import { browserStore } from "./browser-store.js";
import { StoreProvider } from "./store-provider.js";

function Heart() {
  return (
    <button type="button" aria-pressed={useAppSelector((state) => selectIsSaved(state, "VIN1"))}>
      Save
    </button>
  );
}

describe("StoreProvider in the browser", () => {
  it("§4 hydrate: saved cars that load before a lazy page part hydrates show saved", async () => {
    const serverState = initialServerState({ leadSource: "desktop" });
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <Provider store={createAppStore({ preloadedState: serverState })}>
        <Suspense fallback={null}>
          <Heart />
        </Suspense>
      </Provider>,
    );
    let showPage: (page: { default: ComponentType }) => void = () => undefined;
    const LazyHeart = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (showPage = resolve)));
    const element = (
      <StoreProvider serverState={serverState}>
        <Suspense fallback={null}>
          <LazyHeart />
        </Suspense>
      </StoreProvider>
    );
    await act(async () => {
      hydrateRoot(container, <RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
    });
    // The shell has hydrated, the page chunk has not: the saved list arrives now.
    act(() => browserStore(serverState).dispatch(savedHydrated({ vins: [{ _id: "VIN1" }], searches: [] })));
    await act(async () => showPage({ default: Heart }));
    expect(container.querySelector("button")?.getAttribute("aria-pressed")).toBe("true");
  });
});
