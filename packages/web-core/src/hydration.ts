import { createElement, memo, Suspense, useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from "react";
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

/**
 * A part of a server-rendered page that hydrates after the rest (ADR 307): React hydrates the page without it,
 * commits, then hydrates each such part in its own low-priority pass, so the first pass (header, search box,
 * buttons above) is short and no task holds the main thread for the whole page. A tap on a part not yet hydrated
 * hydrates that part at once and is then delivered (React's selective hydration). The server renders it in place
 * (`PAGE_RENDER_OPTIONS`), so the HTML is the same with or without it; nothing inside may suspend.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return createElement(Suspense, { fallback: null }, children);
}

/**
 * `Component` inside {@link HydrateLater}, memoised on its props. A part not yet hydrated whose parent re-renders it
 * with a new element (a store change as the page mounts) is hydrated by React at once, in that update, as one long
 * task; with props that stay the same (loader data, strings) the re-render stops here.
 */
export function hydrateLater<P extends object>(Component: ComponentType<P>) {
  const later = (props: P) => createElement(HydrateLater, null, createElement(Component, props));
  later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`;
  return memo(later);
}
