import { useEffect, useState } from "react";
import { cx } from "../../utils/class-names.js";
import styles from "./scroll-to-top.module.css";

/** Props of {@link ScrollToTop}. */
export interface ScrollToTopProps {
  /** Scroll distance in px after which the button appears. */
  threshold?: number;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** The scroll-to-top button of the shell (§2.3): appears after `threshold` px and scrolls back up. */
export function ScrollToTop({ threshold = 600, className }: ScrollToTopProps) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={cx(styles.button, className)}
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" })}
    >
      <span className={styles.arrow} aria-hidden="true" />
    </button>
  );
}
