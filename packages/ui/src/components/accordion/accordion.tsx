import type { ReactNode } from "react";
import { Accordion as RadixAccordion } from "radix-ui";
import styles from "./accordion.module.css";

/** One accordion section. */
export interface AccordionItem {
  value: string;
  title: ReactNode;
  content: ReactNode;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  items: readonly AccordionItem[];
  /** `single` keeps at most one section open; `multiple` lets several stay open. */
  type?: "single" | "multiple";
  /** Sections open at first. */
  defaultOpen?: readonly string[];
  /** Heading level of the section buttons, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** WAI-ARIA accordion on Radix: headed buttons with aria-expanded controlling their regions. */
export function Accordion({ items, type = "multiple", defaultOpen = [], headingLevel = 3, className }: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  const sections = items.map((item) => (
    <RadixAccordion.Item key={item.value} value={item.value} className={styles.item}>
      <RadixAccordion.Header asChild>
        <Heading className={styles.header}>
          <RadixAccordion.Trigger className={styles.trigger}>
            {item.title}
            <span className={styles.chevron} aria-hidden="true" />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className={styles.content}>{item.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  const classes = [styles.root, className ?? ""].filter(Boolean).join(" ");
  return type === "single" ? (
    <RadixAccordion.Root type="single" collapsible defaultValue={defaultOpen[0]} className={classes}>
      {sections}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" defaultValue={[...defaultOpen]} className={classes}>
      {sections}
    </RadixAccordion.Root>
  );
}
