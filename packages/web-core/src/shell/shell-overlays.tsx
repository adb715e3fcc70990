import { lazy, Suspense, useState } from "react";
import { selectIsOverlayOpen, selectLead, useAppSelector } from "@carmarket/store";

// The popups (Radix Dialog, the lead form and its validation) load on first use, keeping them out
// of every page's first-load JavaScript (ADR 091).
const LeadPopup = lazy(() => import("./lead-popup.js").then((module) => ({ default: module.LeadPopup })));

/**
 * The full-screen overlays every page shares (§2.3, §2.4): mounted once the store first opens
 * one, then kept mounted so closing animates and returns focus.
 */
export function ShellOverlays() {
  const leadOpen = useAppSelector((state) => selectIsOverlayOpen(state, "leadForm") || selectLead(state).thankYouOpen);
  const [leadUsed, setLeadUsed] = useState(false);
  if (leadOpen && !leadUsed) setLeadUsed(true);
  return <Suspense fallback={null}>{leadUsed ? <LeadPopup /> : null}</Suspense>;
}
