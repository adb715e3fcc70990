import { useEffect, useSyncExternalStore } from "react";
import { replayEarlyTaps } from "./early-taps.js";

/**
 * Marks the document once React has hydrated, so browser tests can wait for interactivity, and clicks the buttons
 * tapped before (early-taps.tsx).
 */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyTaps();
  }, []);
}

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true afterwards: lets a component render the server's
 * markup first and upgrade it (e.g. to a Swiper carousel) without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
