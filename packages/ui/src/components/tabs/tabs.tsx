import type { ReactNode } from "react";
import { Tabs as RadixTabs } from "radix-ui";
import styles from "./tabs.module.css";

/** One tab: its value, label and panel. */
export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  items: readonly TabItem[];
  /** Accessible name of the tab list. */
  label: string;
  /** Uncontrolled initial tab; the first tab by default. */
  defaultValue?: string;
  /** Controlled current tab. */
  value?: string;
  onValueChange?: (value: string) => void;
  className?: string;
}

/** WAI-ARIA tabs on Radix: arrow keys move between tabs, each panel labelled by its tab. */
export function Tabs({ items, label, defaultValue, value, onValueChange, className }: TabsProps) {
  return (
    <RadixTabs.Root
      className={[styles.root, className ?? ""].filter(Boolean).join(" ")}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
    >
      <RadixTabs.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={styles.tab}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
