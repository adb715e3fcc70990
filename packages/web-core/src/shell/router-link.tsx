import { Link } from "react-router";
import type { LinkComponentProps } from "@carmarket/ui/header";

/** The kit's `linkComponent` as React Router's `Link`: internal links navigate without a document load. */
export function RouterLink({ href, className, children }: LinkComponentProps) {
  return (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
}
