// @vitest-environment jsdom
import { act, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { HydrateLater } from "./hydration.js";

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

  it("renders the same HTML as the part alone", () => {
    expect(renderToString(<HydrateLater>card</HydrateLater>).replace(/<!--\/?\$-->/g, "")).toBe(renderToString(<>card</>));
  });
});
