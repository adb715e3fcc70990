import { lazy, Suspense, useState } from "react";
import { selectIsOverlayOpen, selectLead, useAppSelector } from "@carmarket/store";

// The popups (Radix Dialog, the lead form and its validation, the pickers) load on first use, keeping
// them out of every page's first-load JavaScript (ADR 091).
const LeadPopup = lazy(() => import("./lead-popup.js").then((module) => ({ default: module.LeadPopup })));
const ReviewSearchOverlay = lazy(() => import("../areas/research/search-overlays.js").then((module) => ({ default: module.ReviewSearchOverlay })));
const RankingSearchOverlay = lazy(() => import("../areas/research/search-overlays.js").then((module) => ({ default: module.RankingSearchOverlay })));

/** True from the first time `open` is true: the overlay then stays mounted so closing animates and returns focus. */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  return opened;
}

/**
 * The full-screen overlays every page shares (§2.3, §2.4): mounted once the store first opens
 * one, then kept mounted so closing animates and returns focus.
 */
export function ShellOverlays() {
  const leadUsed = useOpenedOnce(useAppSelector((state) => selectIsOverlayOpen(state, "leadForm") || selectLead(state).thankYouOpen));
  const reviewSearchUsed = useOpenedOnce(useAppSelector((state) => selectIsOverlayOpen(state, "reviewSearch")));
  const rankingSearchUsed = useOpenedOnce(useAppSelector((state) => selectIsOverlayOpen(state, "rankingSearch")));
  return (
    <Suspense fallback={null}>
      {leadUsed ? <LeadPopup /> : null}
      {reviewSearchUsed ? <ReviewSearchOverlay /> : null}
      {rankingSearchUsed ? <RankingSearchOverlay /> : null}
    </Suspense>
  );
}
