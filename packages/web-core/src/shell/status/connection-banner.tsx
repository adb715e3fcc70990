import { OfflineBanner, useOnlineStatus } from "@carmarket/ui/offline-banner";

/** The kit's offline banner (§2.3), shown while the browser reports no connection. */
export function ConnectionBanner() {
  return <OfflineBanner offline={!useOnlineStatus()} />;
}
