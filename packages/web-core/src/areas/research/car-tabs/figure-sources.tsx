import type { ResearchContent } from "@carmarket/api-client";
import styles from "../research.module.css";
import type { CarTabProps } from "./car-tab-props.js";

/** A figure as a tab shows it, marked when it is an estimate rather than published or decoded (issue #23). */
export function figure(content: ResearchContent, path: string, text: string): string {
  return content.sources.estimated.includes(path) ? `${text} (estimate)` : text;
}

/** Where a tab's figures come from: the maker's publication, NHTSA vPIC and the EPA, and how the estimates are made. */
export function FigureSources({ car }: CarTabProps) {
  const { sources } = car.content;
  return (
    <p className={styles.sources}>
      Sources: {sources.published}. Figures marked (estimate): {sources.method}
    </p>
  );
}
