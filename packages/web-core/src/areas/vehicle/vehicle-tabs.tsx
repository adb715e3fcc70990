import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import { type SingleListingTab, vehiclePath } from "@carmarket/routes";
import styles from "./vehicle-page.module.css";

/** Visible names of the §2.1 single-listing tabs. */
const VEHICLE_TAB_LABELS: Record<SingleListingTab, string> = {
  overview: "Overview",
  dealer: "Dealer",
  history: "History",
  "price-history": "Price History",
  specs: "Specs",
  similar: "Similar Cars",
};

/** Props of {@link VehicleTabs}. */
export interface VehicleTabsProps {
  /** The car's listing URL; each tab is `{url}?vin=…&tab=…` (ADR 022). */
  listingUrl: string;
  vin: string;
  tabs: readonly SingleListingTab[];
  active: SingleListingTab;
  /** The active tab's content. */
  children: ReactNode;
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The vehicle page's tabs (§2.1). Each tab is a link, so without JavaScript it still opens its
 * section (and every section has a URL to share); with JavaScript the links navigate in place and
 * follow the WAI-ARIA tabs pattern: arrow keys, Home and End move to and open a neighbouring tab.
 */
export function VehicleTabs({ listingUrl, vin, tabs, active, children }: VehicleTabsProps) {
  const id = useId();
  const navigate = useNavigate();
  const links = useRef<(HTMLAnchorElement | null)[]>([]);
  const hrefOf = (tab: SingleListingTab) => vehiclePath(listingUrl, vin, tab);

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (tab === undefined) return;
    links.current[next]?.focus();
    void navigate(hrefOf(tab), { preventScrollReset: true, replace: true });
  };

  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label="Vehicle details" className={styles.tabList}>
        {tabs.map((tab, index) => (
          <Link
            key={tab}
            ref={(link) => {
              links.current[index] = link;
            }}
            id={`${id}-${tab}`}
            role="tab"
            aria-selected={tab === active}
            aria-controls={`${id}-panel`}
            className={styles.tab}
            to={hrefOf(tab)}
            preventScrollReset
            replace
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {VEHICLE_TAB_LABELS[tab]}
          </Link>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${active}`} tabIndex={0} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
