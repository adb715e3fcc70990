import { lazy, Suspense, useState } from "react";
import { selectIsOverlayOpen, selectLead, selectZip, useAppSelector } from "@carmarket/store";

// The popups (Radix Dialog, the lead form and its validation) load on first use, keeping them out
// of every page's first-load JavaScript (ADR 091).
const LeadPopup = lazy(() => import("./lead-popup.js").then((module) => ({ default: module.LeadPopup })));
const LocationPopupHost = lazy(() => import("./location-popup-host.js").then((module) => ({ default: module.LocationPopupHost })));

/** True from the first time `open` is true: the popup then stays mounted so closing animates and returns focus. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened;
}

/**
 * The full-screen overlays every page shares (§2.3, §2.4): the lead form with its thank-you popup
 * and the location popup 'Help Us Locate You!', each mounted once the store first opens it.
 */
export function ShellOverlays() {
  const leadUsed = useOpenedOnce(useAppSelector((state) => selectIsOverlayOpen(state, "leadForm") || selectLead(state).thankYouOpen));
  const locationUsed = useOpenedOnce(useAppSelector((state) => selectZip(state).showModal));
  return (
    <Suspense fallback={null}>
      {leadUsed ? <LeadPopup /> : null}
      {locationUsed ? <LocationPopupHost /> : null}
    </Suspense>
  );
}
