import type { ReactNode } from "react";
import { Dialog } from "../dialog/dialog.js";
import { SideMenuButton } from "../side-menu-button/side-menu-button.js";
import styles from "./side-menu.module.css";

/** One entry of the side menu. */
export interface SideMenuLink {
  label: string;
  href: string;
}

/** Props of {@link SideMenu}. */
export interface SideMenuProps {
  links: readonly SideMenuLink[];
  /** Controlled state; leave undefined to let the built-in menu button open it. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Extra content under the links (account links, zip form…). */
  children?: ReactNode;
  /** Colour of the menu button: light on a dark header, dark on a light one. */
  tone?: "onDark" | "onLight";
}

/**
 * The side menu of the page shell (§2.3): a hamburger button opening a navigation drawer 80% wide,
 * at most 400 px (§9). Radix Dialog traps focus, closes on Escape and returns focus to the button.
 */
export function SideMenu({ links, open, onOpenChange, children, tone = "onDark" }: SideMenuProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Menu"
      placement="start"
      size="sideMenu"
      closeLabel="Close menu"
      trigger={<SideMenuButton tone={tone} />}
    >
      <nav aria-label="Main">
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.href}>
              <a className={styles.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Dialog>
  );
}
