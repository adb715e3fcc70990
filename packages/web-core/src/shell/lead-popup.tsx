import { useEffect } from "react";
import { useLocation, useMatches } from "react-router";
import { OVERLAYS } from "@carmarket/routes";
import { LeadFormPopup } from "@carmarket/ui/lead-form-popup";
import { ThankYouPopup } from "@carmarket/ui/thank-you-popup";
import {
  leadSubmitted,
  leadUpdated,
  MESSAGES,
  selectIsOverlayOpen,
  selectLead,
  selectOnline,
  selectZipcode,
  thankYouClosed,
  useAppDispatch,
  useAppSelector,
} from "@carmarket/store";
import { preloadBrowserClient } from "../browser/browser-api.js";
import { leadTargetOf, leadTargetsOf } from "./lead-target.js";
import { useCloseOverlay } from "./use-url-overlays.js";

// Shown when the form is about a car the page does not describe (a similar car's card).
const ANY_DEALER = "the dealer";

/**
 * The lead-form popup and the thank-you popup (§2.3, §2.4), driven by the store: open while the
 * overlay id is leadForm; the car comes from the page's `leadTarget` or the lead store's VIN.
 */
export function LeadPopup() {
  const dispatch = useAppDispatch();
  const closeOverlay = useCloseOverlay();
  const open = useAppSelector((state) => selectIsOverlayOpen(state, "leadForm"));
  const lead = useAppSelector(selectLead);
  // Issue #28.4: offline the form says it cannot send, and keeps what the shopper wrote (nothing is queued).
  const online = useAppSelector(selectOnline);
  // The shopper's ZIP (cookie or header) fills the form's until they type one (issue #26.4).
  const zipcode = useAppSelector(selectZipcode);
  const matches = useMatches();
  const { search, hash } = useLocation();
  // Opened by the page (§2.3 popup=true, §2.4 #leadForm), the form is about one of the page's cars: the car a
  // button chose when it is one of them, else the first, with a choice among them (issue #26.11: a search, a
  // dealer's or the home page opened nothing).
  const byPage = hash === `#${OVERLAYS.leadForm.hash}` || new URLSearchParams(search).get("popup") === "true";
  const pageCars = leadTargetsOf(matches);
  const leadCar = pageCars.find((car) => car.vin === lead.vin);
  const pageChoice = byPage && !leadCar ? pageCars[0] : undefined;
  const pageTarget = pageChoice ?? leadTargetOf(matches, lead.vin);
  // The page's car names the dealer only when the form is about that car (not a similar car's card).
  const target = pageTarget && (pageChoice || !lead.vin || lead.vin === pageTarget.vin) ? pageTarget : null;
  const vin = pageChoice?.vin || lead.vin || target?.vin || "";
  // A lead needs its car (§5 vin required): without one a valid submit could only answer 'VIN is
  // required.', so popup=true or #leadForm on a page naming no car opens nothing (issue #15).
  const withoutCar = open && vin === "";
  useEffect(() => {
    if (withoutCar) closeOverlay();
  }, [withoutCar, closeOverlay]);
  // The client loads while the shopper types, so the submit goes out at once (issue #15).
  useEffect(() => {
    if (open) preloadBrowserClient();
  }, [open]);
  return (
    <>
      <LeadFormPopup
        open={open && !withoutCar}
        onOpenChange={(next) => {
          if (!next) closeOverlay();
        }}
        vin={vin}
        cars={byPage ? pageCars.map((car) => ({ vin: car.vin, name: car.carName })) : undefined}
        onCarChange={(chosen) => dispatch(leadUpdated({ vin: chosen }))}
        carName={target?.carName ?? ""}
        dealerName={target?.dealerName ?? ANY_DEALER}
        initialValues={{ name: lead.name, email: lead.email, phone: lead.phone, zip: lead.zip || zipcode, interest: lead.interest }}
        submitting={lead.submitting}
        error={online ? undefined : MESSAGES.leadOffline}
        onSubmit={(values) => {
          dispatch(leadUpdated(values));
          dispatch(leadSubmitted());
        }}
      />
      <ThankYouPopup
        open={lead.thankYouOpen}
        onOpenChange={(next) => {
          if (!next) dispatch(thankYouClosed());
        }}
        dealerName={target?.dealerName}
      />
    </>
  );
}
