import { useLocation, useNavigate } from "react-router";
import { LocationPopup, type LocateStatus } from "@carmarket/ui/location-popup";
import { HOME_PATH, overlayFromHash } from "@carmarket/routes";
import {
  locateRequested,
  selectGeolocation,
  selectZip,
  submitZip,
  useAppDispatch,
  useAppSelector,
  zipModalClosed,
  type GeolocationState,
} from "@carmarket/store";

/** Where 'Show me how?' (§8 denial text) leads: the browser's help on allowing a site your location. */
const LOCATION_HELP_URL = "https://support.google.com/chrome/answer/142065";

/** The kit's Locate Me state from the store's §4 locate-button state. */
export function locateStatusOf(geolocation: GeolocationState): LocateStatus {
  if (geolocation.showLoader) return "locating";
  if (geolocation.geolocationEnabled === false) return "denied";
  return geolocation.disabled ? "unsupported" : "idle";
}

/**
 * The location popup 'Help Us Locate You!' (§2.4, §2.6, §4) driven by the store: open while
 * `zip.showModal`; its zip form runs the zip flow (for the page's listing URL, §7) and Locate Me the
 * geolocation flow; closing it is remembered for 15 days (zip popup saga) and clears its hash.
 */
export function LocationPopupHost() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const zip = useAppSelector(selectZip);
  const geolocation = useAppSelector(selectGeolocation);
  const status = locateStatusOf(geolocation);
  return (
    <LocationPopup
      open={zip.showModal}
      onOpenChange={(open) => {
        if (open) return;
        dispatch(zipModalClosed());
        if (overlayFromHash(hash) === "locationPopup") void navigate({ pathname, search, hash: "" }, { replace: true, preventScrollReset: true });
      }}
      // Remounts the form with the new ZIP once a lookup stored it.
      key={zip.zipcode}
      zipcode={zip.zipcode || undefined}
      onZipSubmit={(zipcode) => dispatch(submitZip({ zipcode, invokedBy: "popup", ...(pathname === HOME_PATH ? {} : { url: pathname }) }))}
      zipError={zip.error ?? undefined}
      zipSubmitting={zip.isFetching}
      locateStatus={status}
      onLocate={() => dispatch(locateRequested())}
      locateError={status === "denied" ? undefined : (geolocation.message ?? undefined)}
      helpHref={LOCATION_HELP_URL}
    />
  );
}
