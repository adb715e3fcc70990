import { useSyncExternalStore } from "react";
import styles from "./status.module.css";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  return () => window.removeEventListener("scroll", onChange);
}

/** Scrolled further than one screen: the button is worth showing. */
const pastFirstScreen = () => window.scrollY > window.innerHeight;

/** The scroll-to-top button (§2.3), shown once the shopper has scrolled past the first screen. */
export function ScrollToTop() {
  const visible = useSyncExternalStore(subscribe, pastFirstScreen, () => false);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.scrollTop}
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
      }}
    >
      <span aria-hidden="true">↑</span> Top
    </button>
  );
}
