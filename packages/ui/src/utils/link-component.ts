import type { ComponentType, ReactNode } from "react";

/** Props a link component receives from the kit: an app can pass its router's link (client navigation). */
export interface LinkComponentProps {
  href: string;
  className?: string | undefined;
  children?: ReactNode;
}

/** A component rendering an internal link; the kit defaults to a plain `<a>` and stays router-agnostic. */
export type LinkComponent = ComponentType<LinkComponentProps> | "a";
