// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useClientLinks } from "./client-links.js";

afterEach(cleanup);

function Page() {
  const ref = useClientLinks<HTMLDivElement>();
  const { pathname } = useLocation();
  return (
    <div ref={ref}>
      <p>at:{pathname}</p>
      <a href="/author/jordan-ellis">Jordan Ellis</a>
      <a href="https://www.facebook.com/sharer/sharer.php">Share on Facebook</a>
    </div>
  );
}

function open(url: string) {
  const router = createMemoryRouter([{ path: "*", element: <Page /> }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

/** Clicks like a mouse would; `false` when the page kept the browser from following the link. */
function click(name: string, init: MouseEventInit = {}): boolean {
  return fireEvent.click(screen.getByRole("link", { name }), init);
}

describe("useClientLinks", () => {
  it("outside the app a same-origin link navigates on the client", async () => {
    open("/news/a");
    expect(click("Jordan Ellis")).toBe(false);
    expect(await screen.findByText("at:/author/jordan-ellis")).toBeTruthy();
  });

  it("§2.3 with the query app set, author links are plain links (the browser loads the page)", () => {
    open("/news/a?app=1");
    expect(click("Jordan Ellis")).toBe(true);
    expect(screen.getByText("at:/news/a")).toBeTruthy();
  });

  it("leaves other origins and modified clicks to the browser", () => {
    open("/news/a");
    expect(click("Share on Facebook")).toBe(true);
    expect(click("Jordan Ellis", { ctrlKey: true })).toBe(true);
    expect(screen.getByText("at:/news/a")).toBeTruthy();
  });
});
