// Chrome's `beforeinstallprompt`, kept from the moment the shell's module runs (issue #28.1): Chrome fires it
// once, as soon as the page has loaded and is installable, which can be before the shell has hydrated.
import { useSyncExternalStore } from "react";
import type { InstallPromptEvent } from "./install-offer.js";

let kept: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function keep(event: InstallPromptEvent | null): void {
  kept = event;
  for (const listener of listeners) listener();
}

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Our own offer replaces the browser's mini-infobar, at a moment of our choosing.
    event.preventDefault();
    keep(event as InstallPromptEvent);
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The browser's install prompt this page was given (null on the server and once it was shown), and a way to spend it. */
export function useInstallPrompt(): { prompt: InstallPromptEvent | null; spend: () => void } {
  const prompt = useSyncExternalStore(
    subscribe,
    () => kept,
    () => null,
  );
  return { prompt, spend: () => keep(null) };
}
