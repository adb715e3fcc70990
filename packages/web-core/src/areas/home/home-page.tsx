import type { ReactNode } from "react";
import { AppPromotion } from "@carmarket/ui/app-promotion";
import { useAppDispatch, zipModalOpened } from "@carmarket/store";
import { useZipPopup } from "../../shell/use-zip-popup.js";
import { NearbySection } from "./nearby-section.js";
import { ShopLinks } from "./shop-links.js";
import { StickyNearbyCars } from "./sticky-nearby-cars.js";
import { useHomeNearby } from "./use-home-nearby.js";
import styles from "./home.module.css";

/** Where the app promotion (§1) sends shoppers: the two stores' CarMarket listings. */
const APP_STORE_LINKS = {
  googlePlay: "https://play.google.com/store/search?q=carmarket&c=apps",
  appStore: "https://apps.apple.com/us/search?term=carmarket",
} as const;

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** Show the fixed bottom bar of nearby cars (§2.6; the mobile app). */
  stickyBar?: boolean;
  /** The free-text search box (issue #17), where the app shows it on the page (the mobile app has it in its header). */
  searchBox?: ReactNode;
}

/**
 * The home page both apps render: the free-text search box (issue #17), the shopper's place with a way to change it (§2.6 location popup),
 * the nearby-cars carousels of the zip lookup (§7), links into the catalogue (§2.5) and the app
 * promotion block (§1).
 */
export function HomePage({ stickyBar = false, searchBox }: HomePageProps) {
  const dispatch = useAppDispatch();
  const { nearby, isDefaultZip, updating } = useHomeNearby();
  const where = nearby ? nearby.cityName || nearby.zipcode : "";
  useZipPopup((nearby?.nearest.length ?? 0) > 0);
  return (
    <main className={styles.page}>
      <div className={styles.intro}>
        <h1 className={styles.title}>Find new, used and certified cars near you</h1>
        {searchBox ? <div className={styles.search}>{searchBox}</div> : null}
        <p className={styles.place} aria-live="polite">
          {nearby ? (
            <span>
              Showing cars near <strong>{where}</strong>
              {nearby.cityName ? ` (${nearby.zipcode})` : ""}
              {isDefaultZip ? ". Set your ZIP code to see cars near you." : ""}
            </span>
          ) : (
            <span>Nearby cars are not available right now. Please try again in a moment.</span>
          )}
          <button type="button" className={styles.changeZip} onClick={() => dispatch(zipModalOpened())}>
            {isDefaultZip ? "Set your ZIP" : "Change ZIP"}
          </button>
        </p>
        {nearby?.message ? <p role="status">{nearby.message}</p> : null}
      </div>
      {nearby ? (
        <div className={styles.sections} aria-busy={updating}>
          {nearby.sections.map((section, index) => (
            // Only the first section is on a phone's first screen (ADR 262).
            <NearbySection
              key={section.key}
              section={section}
              viewAllHref={nearby.viewAllHref}
              priority={index === 0}
              className={index === 0 ? undefined : styles.laterSection}
            />
          ))}
        </div>
      ) : null}
      <ShopLinks bodyTypes={nearby?.bodyTypes ?? []} where={where} />
      <AppPromotion googlePlayHref={APP_STORE_LINKS.googlePlay} appStoreHref={APP_STORE_LINKS.appStore} className={styles.promotion} />
      {stickyBar && nearby ? <StickyNearbyCars nearby={nearby} /> : null}
    </main>
  );
}
