// @vitest-environment jsdom
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CspNonceContext, EARLY_TAPS_SCRIPT, EarlyTapsScript } from "./early-taps.js";
import { useHydrationMarker } from "./hydration.js";

function Page({ onTap }: { onTap: () => void }) {
  useHydrationMarker();
  return (
    <div>
      <EarlyTapsScript />
      <button type="button" onClick={onTap}>
        Set ZIP
      </button>
      <a href="#filters">Filters</a>
    </div>
  );
}

/** The server's HTML of the page in a container, with its inline script run as the browser runs it while parsing. */
function serverRenderedPage(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(
    <CspNonceContext value="n0nce">
      <Page onTap={() => undefined} />
    </CspNonceContext>,
  );
  document.body.append(container);
  window.eval(EARLY_TAPS_SCRIPT);
  return container;
}

afterEach(() => {
  document.body.replaceChildren();
  delete document.documentElement.dataset.hydrated;
});

describe("early taps (issue #26 item 8)", () => {
  it("#26.8 a button tapped before hydration works once the page has hydrated, once however often it was tapped", async () => {
    const container = serverRenderedPage();
    expect(container.querySelector("script")?.getAttribute("nonce")).toBe("n0nce");
    const button = container.querySelector("button")!;
    const reachedTheDocument = vi.fn();
    document.addEventListener("click", reachedTheDocument);
    button.click();
    button.click();
    // Held: nothing else saw the taps (React's own listeners on the document would start a hydration of their own).
    expect(reachedTheDocument).not.toHaveBeenCalled();

    const tapped = vi.fn();
    vi.useFakeTimers();
    try {
      await act(async () => void hydrateRoot(container, <Page onTap={tapped} />));
      expect(document.documentElement.dataset.hydrated).toBe("true");
      vi.runAllTimers();
    } finally {
      vi.useRealTimers();
    }
    expect(tapped).toHaveBeenCalledTimes(1);
    // After hydration taps go straight to React.
    button.click();
    expect(tapped).toHaveBeenCalledTimes(2);
    document.removeEventListener("click", reachedTheDocument);
  });

  it("#26.8 links keep working before hydration as they do without JavaScript", () => {
    const container = serverRenderedPage();
    const link = container.querySelector("a")!;
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
