import { useEffect } from "react";

/** Marks the document once React has hydrated, so browser tests can wait for interactivity. */
export function useHydrationMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}
