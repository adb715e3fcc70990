import { createContext, useContext } from "react";

/** Where the early-tap script leaves the function that stops it and hands over the taps it held. */
const EARLY_TAPS_KEY = "__carmarketEarlyTaps";

type EarlyTapsWindow = Window & { [EARLY_TAPS_KEY]?: () => HTMLElement[] };

/**
 * The nonce of the page's Content-Security-Policy (ADR 213) for the server's render of inline scripts; entry.server
 * provides it. In the browser it is absent: React keeps the server's attribute when it hydrates.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

/**
 * Runs in the page's head, before anything is painted (as the inline script {@link EarlyTapsScript} writes it, so
 * it must not use anything from outside its body). Until hydration, a tap on a `type="button"` button, which does
 * nothing without JavaScript (the zip button, a heart, 'Check Availability', the filters' buttons), is held instead
 * of lost: stopped before it reaches anything, remembered once per button, and handed over by the function it
 * leaves at `window[key]`. Links, `<summary>` and forms keep working as they do without JavaScript.
 */
function holdEarlyTaps(key: string): void {
  const taps: HTMLElement[] = [];
  const hold = (event: Event) => {
    const control = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!(control instanceof HTMLButtonElement) || control.disabled) return;
    // Before React's own listeners on the document: the tap must not also start a hydration of its own.
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!taps.includes(control)) taps.push(control);
  };
  document.addEventListener("click", hold, true);
  (window as unknown as Record<string, () => HTMLElement[]>)[key] = () => {
    document.removeEventListener("click", hold, true);
    return taps;
  };
}

/** The inline script: {@link holdEarlyTaps}'s own text, called at once (issue #26 item 8, ADR 305). */
export const EARLY_TAPS_SCRIPT = `(${holdEarlyTaps.toString()})(${JSON.stringify(EARLY_TAPS_KEY)});`;

/** The early-tap script for the document's head, with the response's nonce. */
export function EarlyTapsScript() {
  const nonce = useContext(CspNonceContext);
  // The script is this module's own constant text: nothing a page's data writes. The browser hides a nonce once
  // it has used it, so the hydrating render's (none) differs from the server's by design.
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />;
}

/**
 * Once the page has hydrated (call it from an effect): stops holding taps, and after the rest of the page's effects
 * have run (the store reads local storage in its own), clicks every button tapped before, in the order tapped, now
 * that React handles it. A button the hydrated page no longer has is skipped.
 */
export function replayEarlyTaps(): void {
  const earlyWindow = window as EarlyTapsWindow;
  const release = earlyWindow[EARLY_TAPS_KEY];
  if (!release) return;
  delete earlyWindow[EARLY_TAPS_KEY];
  const taps = release();
  if (taps.length > 0) setTimeout(() => taps.forEach((control) => control.isConnected && control.click()), 0);
}
