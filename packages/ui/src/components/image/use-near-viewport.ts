import { useEffect, useState, type RefObject } from "react";
import { limits } from "../../tokens/tokens.js";

/**
 * True once the element comes within `limits.lazyLoadMargin` (200 px, §9) of the viewport. Starts
 * false, so the server and the first client render agree; where IntersectionObserver is missing
 * it turns true at once instead of never loading.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || near || !element) return undefined;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${limits.lazyLoadMargin}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, near]);
  return near;
}
