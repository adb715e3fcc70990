import { useEffect, useRef, useState, type RefObject } from "react";
import { useLocation } from "react-router";
import { shareLinks } from "@carmarket/news";
import { classifyPath, SINGLE_LISTING_TABS, type SingleListingTab } from "@carmarket/routes";
import { carViewed, selectLead, useAppDispatch, useAppSelector } from "@carmarket/store";
import { Breadcrumbs } from "@carmarket/ui/breadcrumbs";
import { DealBadge } from "@carmarket/ui/deal-badge";
import { DealValue } from "@carmarket/ui/deal-value";
import { LeadButton } from "@carmarket/ui/lead-button";
import { PaymentCalculator } from "@carmarket/ui/payment-calculator";
import { PriceDropTag } from "@carmarket/ui/price-drop-tag";
import { ListingFreshness } from "@carmarket/ui/listing-freshness";
import { SaveButton } from "@carmarket/ui/save-button";
import { ShareLinks } from "@carmarket/ui/share-links";
import { hydrateLater } from "../../hydration.js";
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

/** The similar cars of a sold car and the six tabs, with the open one's content. */
function VehicleDetails({ data, listingUrl, tabs, tab }: { data: VehicleData; listingUrl: string; tabs: readonly SingleListingTab[]; tab: SingleListingTab }) {
  return (
    <>
      {data.listing.is_sold && <SimilarCars cars={data.similar} heading="Similar cars for sale" compareWith={data.listing._id} />}
      <VehicleTabs listingUrl={listingUrl} vin={data.listing._id} tabs={tabs} active={tab}>
        <VehicleTabContent tab={tab} data={data} />
      </VehicleTabs>
    </>
  );
}

// Hydrated after the price, the heart and Check Availability (ADR 307).
const LaterVehicleGallery = hydrateLater(VehicleGallery);
const LaterVehicleDetails = hydrateLater(VehicleDetails);
const LaterReportProblem = hydrateLater(ReportProblem);

/**
 * One car for sale (§2.1 SINGLE_VIN, §2.7): gallery, price with the deal explained and the loan
 * estimate, save, share, Check Availability, the six tabs, and 'Report a problem'. A sold car says so
 * and shows similar cars instead of the lead button.
 */
export function VehiclePage({ data }: { data: VehicleData }) {
  const { listing, view, canonicalUrl } = data;
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

  const actionsRef = useRef<HTMLDivElement>(null);
  const actionsAway = useScrolledAway(actionsRef, device === "mobile" && !sold && !actions.contacted);

  // §4: viewing a car stores it in the local viewed_cars map.
  useEffect(() => {
    dispatch(carViewed(listing._id));
  }, [dispatch, listing._id]);

  return (
    <main className={styles.page}>
      <Breadcrumbs items={vehicleBreadcrumbs(data)} />
      <div className={styles.top}>
        <LaterVehicleGallery key={listing._id} images={view.gallery} title={view.title} variant={device} />
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
            <PriceDropTag drop={sold ? null : view.drop} />
            {!sold && view.loan && <span className={styles.loan}>{view.loan.text}</span>}
          </p>
          {/* The deal beside the price, with its dollar gap to market value (issue #26.12, #26.13). */}
          {!sold && view.market ? (
            <div className={styles.deal}>
              <DealBadge rating={view.deal} />
              <DealValue price={view.price.amount} expectedPrice={view.market.comparison.rmv} />
            </div>
          ) : null}
          <p className={styles.muted}>
            {listing.mileage === undefined ? null : `${listing.mileage.toLocaleString("en-US")} miles · `}
            {dealerName}
            {listing.city_name ? `, ${listing.city_name}, ${listing.state_name}` : ""}
          </p>
          {/* days on market at the top, as CarGurus shows them, not only on the Price History tab (issue #15) */}
          <ListingFreshness daysOnMarket={view.daysOnMarket} lastSeenInFeed={listing.last_seen_in_feed} />
          <div className={styles.actions} ref={actionsRef}>
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
          {!sold && view.loan ? (
            <details className={styles.calculator}>
              <summary>Payment calculator</summary>
              <PaymentCalculator price={view.loan.principal} />
            </details>
          ) : null}
          <ShareLinks links={shareLinks({ url: canonicalUrl, title: view.title, siteName })} copyUrl={canonicalUrl} />
          {/* A listing leads to its model year's review (issue #27.2), as Edmunds and KBB link theirs. */}
          {data.reviewUrl && (
            <p>
              <a href={data.reviewUrl}>
                Read the {listing.year} {listing.brand_name} {listing.model_name} review
              </a>
            </p>
          )}
        </section>
      </div>
      <LaterVehicleDetails data={data} listingUrl={pathname} tabs={tabs} tab={tab} />
      <LaterReportProblem vin={listing._id} />
      {actionsAway ? (
        <div className={styles.stickyLead}>
          <span className={styles.stickyPrice}>{view.price.text}</span>
          <LeadButton contacted={actions.contacted} onCheckAvailability={actions.checkAvailability} carName={view.title} />
        </div>
      ) : null}
    </main>
  );
}

/** Whether `target` has scrolled out of view above the viewport; false while `watch` is off or before hydration. */
function useScrolledAway(target: RefObject<HTMLElement | null>, watch: boolean): boolean {
  const [away, setAway] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!watch || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setAway(entry !== undefined && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(element);
    return () => {
      observer.disconnect();
      setAway(false);
    };
  }, [target, watch]);
  return away;
}
