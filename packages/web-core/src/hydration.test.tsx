// @vitest-environment jsdom
import { act, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater, hydrateLater, useHydrated } from "./hydration.js";

function Hydrated({ name, log, children }: { name: string; log: string[]; children?: ReactNode }) {
  useEffect(() => void log.push(name), [log, name]);
  return <div>{children}</div>;
}

/** The order in which the parts of a server-rendered page finished hydrating (their effects ran). */
async function hydrationOrder(page: (log: string[]) => ReactNode): Promise<string[]> {
  const container = document.createElement("div");
  container.innerHTML = renderToString(page([]));
  const log: string[] = [];
  await act(async () => void hydrateRoot(container, page(log)));
  return log;
}

describe("HydrateLater (ADR 307)", () => {
  it("#29.1 the page hydrates and commits before the part it wraps, which hydrates in a pass of its own", async () => {
    const order = await hydrationOrder((log) => (
      <Hydrated name="page" log={log}>
        <HydrateLater>
          <Hydrated name="cards" log={log} />
        </HydrateLater>
      </Hydrated>
    ));
    // In one pass a child's effects run before its parent's: the page first means the cards came in a later pass.
    expect(order).toEqual(["page", "cards"]);
  });

  it("#29.1 hydrateLater: a page that re-renders as it mounts does not render the part again", async () => {
    const renders: string[] = [];
    function Cards({ count }: { count: number }) {
      renders.push(`cards ${count}`);
      return <p>{count} cards</p>;
    }
    const LaterCards = hydrateLater(Cards);
    function Page() {
      // Renders again once hydrated, as a store change at mount makes it; the part's props stay the same.
      const hydrated = useHydrated();
      return (
        <div data-hydrated={hydrated}>
          <LaterCards count={20} />
        </div>
      );
    }
    await hydrationOrder(() => <Page />);
    // Once on the server, once as it hydrates: the page's own re-render stopped at the memo.
    expect(renders).toEqual(["cards 20", "cards 20"]);
  });

  it("renders the same HTML as the part alone", () => {
    expect(renderToString(<HydrateLater>card</HydrateLater>).replace(/<!--\/?\$-->/g, "")).toBe(renderToString(<>card</>));
  });
});
