import { useEffect } from "react";
import { useLocation } from "react-router";
import { shareLinks } from "@carmarket/news";
import { classifyPath, SINGLE_LISTING_TABS, type SingleListingTab } from "@carmarket/routes";
import { carViewed, selectLead, useAppDispatch, useAppSelector } from "@carmarket/store";
import { Breadcrumbs } from "@carmarket/ui/breadcrumbs";
import { LeadButton } from "@carmarket/ui/lead-button";
import { ListingFreshness } from "@carmarket/ui/listing-freshness";
import { SaveButton } from "@carmarket/ui/save-button";
import { ShareLinks } from "@carmarket/ui/share-links";
import { useListingActions } from "../../listing/use-listing-actions.js";
import { useSiteConfig } from "../../shell/use-site-config.js";
import type { VehicleData } from "./load-vehicle.js";
import { ReportProblem } from "./report-problem.js";
import { VehicleGallery } from "./vehicle-gallery.js";
import { vehicleBreadcrumbs } from "./vehicle-meta.js";
import { SimilarCars, VehicleTabContent } from "./vehicle-sections.js";
import { VehicleTabs } from "./vehicle-tabs.js";
import styles from "./vehicle-page.module.css";

export { vehicleMeta } from "./vehicle-meta.js";

// A sold car has no "similar" tab: its page offers the similar cars at once, in place of the sale.
const SOLD_TABS: readonly SingleListingTab[] = SINGLE_LISTING_TABS.filter((tab) => tab !== "similar");

/**
 * One car for sale (§2.1 SINGLE_VIN, §2.7): gallery, price with the deal explained and the loan
 * estimate, save, share, Check Availability, the six tabs, and 'Report a problem'. A sold car says so
 * and shows similar cars instead of the lead button.
 */
export function VehiclePage({ data }: { data: VehicleData }) {
  const { listing, view, similar, canonicalUrl } = data;
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const { site_name: siteName } = useSiteConfig();
  const device = useAppSelector(selectLead).source;
  const actions = useListingActions(listing, "single_vin");
  const sold = listing.is_sold;
  const tabs: readonly SingleListingTab[] = sold ? SOLD_TABS : SINGLE_LISTING_TABS;
  // The URL, not the loader, says which tab is open: a tab switch does not load the car again (listings-revalidation.ts).
  const match = classifyPath(pathname, search);
  const requested = match?.type === "SINGLE_VIN" ? match.tab : "overview";
  const tab = tabs.includes(requested) ? requested : "overview";
  const dealerName = data.leadTarget.dealerName;

  // §4: viewing a car stores it in the local viewed_cars map.
  useEffect(() => {
    dispatch(carViewed(listing._id));
  }, [dispatch, listing._id]);

  return (
    <main className={styles.page}>
      <Breadcrumbs items={vehicleBreadcrumbs(data)} />
      <div className={styles.top}>
        <VehicleGallery key={listing._id} images={view.gallery} title={view.title} variant={device} />
        <section className={styles.summary} aria-labelledby="vehicle-title">
          <h1 id="vehicle-title" className={styles.title}>
            {view.title}
          </h1>
          {sold && (
            <p className={styles.sold} role="status">
              This car has been sold. <a href="#similar-cars-heading">See similar cars for sale</a>
            </p>
          )}
          <p className={styles.price}>
            {view.price.text}
            {!sold && view.loan && <span className={styles.loan}>{view.loan.text}</span>}
          </p>
          <p className={styles.muted}>
            {listing.mileage === undefined ? null : `${listing.mileage.toLocaleString("en-US")} miles · `}
            {dealerName}
            {listing.city_name ? `, ${listing.city_name}, ${listing.state_name}` : ""}
          </p>
          {/* days on market at the top, as CarGurus shows them, not only on the Price History tab (issue #15) */}
          <ListingFreshness daysOnMarket={view.daysOnMarket} lastSeenInFeed={listing.last_seen_in_feed} />
          <div className={styles.actions}>
            <SaveButton
              saved={actions.saved}
              saving={actions.saving}
              pending={actions.savePending}
              count={actions.saveCount}
              carName={view.title}
              onToggle={actions.toggleSave}
            />
            {!sold && <LeadButton contacted={actions.contacted} onCheckAvailability={actions.checkAvailability} carName={view.title} />}
          </div>
          {!sold && <p className={styles.muted}>Check Availability sends your request to {dealerName} only.</p>}
          <ShareLinks links={shareLinks({ url: canonicalUrl, title: view.title, siteName })} copyUrl={canonicalUrl} />
        </section>
      </div>
      {sold && <SimilarCars cars={similar} heading="Similar cars for sale" />}
      <VehicleTabs listingUrl={pathname} vin={listing._id} tabs={tabs} active={tab}>
        <VehicleTabContent tab={tab} data={data} />
      </VehicleTabs>
      <ReportProblem vin={listing._id} />
    </main>
  );
}
