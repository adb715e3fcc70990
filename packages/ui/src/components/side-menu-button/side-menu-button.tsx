import type { ComponentPropsWithRef } from "react";
import styles from "../side-menu/side-menu.module.css";

/** Props of {@link SideMenuButton}: a button's own props (Radix passes its trigger props through them). */
export interface SideMenuButtonProps extends Omit<ComponentPropsWithRef<"button">, "children" | "className"> {
  /** Colour of the bars: light on a dark header, dark on a light one. */
  tone?: "onDark" | "onLight";
}

/**
 * The hamburger button of the side menu (§2.3), on its own module so a shell can show it before the
 * menu's dialog code has loaded (ADR 183) and swap in {@link SideMenu} on the first press.
 */
export function SideMenuButton({ tone = "onDark", ...buttonProps }: SideMenuButtonProps) {
  return (
    <button type="button" className={`${styles.trigger} ${styles[tone]}`} aria-label="Open menu" {...buttonProps}>
      <span className={styles.bars} aria-hidden="true" />
    </button>
  );
}
