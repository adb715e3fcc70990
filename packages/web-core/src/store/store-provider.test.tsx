import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { initialServerState, selectZipcode, useAppSelector } from "@carmarket/store";
import { StoreProvider } from "./store-provider.js";

function Zip() {
  return <p>{`zip:${useAppSelector(selectZipcode) || "none"}`}</p>;
}

/** One server render of a page showing the store's zip, as a request with `zipcode` would get it. */
function renderRequest(zipcode?: string) {
  const serverState = initialServerState({ leadSource: "desktop", zipcode });
  const element = (
    <StoreProvider serverState={serverState}>
      <Zip />
    </StoreProvider>
  );
  return renderToString(<RouterProvider router={createMemoryRouter([{ path: "/", element }])} />);
}

describe("StoreProvider on the server", () => {
  it("§9 each request renders from its own store with its own zip cookie", () => {
    expect(renderRequest("10001")).toContain("zip:10001");
    expect(renderRequest()).toContain("zip:none");
    expect(renderRequest("97865")).toContain("zip:97865");
  });

  it("importing the shell in Node touches no browser global", async () => {
    expect(typeof window).toBe("undefined");
    await expect(import("../index.js")).resolves.toHaveProperty("StoreProvider");
  });
});
