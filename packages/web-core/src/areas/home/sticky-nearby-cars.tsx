import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { StickyNearbyBar } from "@carmarket/ui/sticky-nearby-bar";
import { selectZip, stickyShown, submitZip, useAppDispatch, useAppSelector } from "@carmarket/store";
import { listingHref } from "../../listing/use-listing-cards.js";
import type { NearbyCars } from "./nearby-cars.js";

/** §9: the bar appears once the page is scrolled past this offset. */
const STICKY_SCROLL_OFFSET_PX = 600;
/** §9: ...and hides within this distance of the bottom, where the footer comes into view. */
const STICKY_BOTTOM_MARGIN_PX = 200;

/**
 * §2.6/§4 sticky bar visibility: shown past the scroll offset unless the footer is within 200 px of
 * the viewport; hidden on route change. Writes the store's `showSticky`.
 */
function useStickyVisibility(): boolean {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const shown = useAppSelector((state) => selectZip(state).showSticky);
  const [footerNear, setFooterNear] = useState(false);
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolledPast(window.scrollY > STICKY_SCROLL_OFFSET_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  useEffect(() => {
    const footer = document.querySelector("footer");
    if (!footer || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => setFooterNear(entry?.isIntersecting ?? false), {
      rootMargin: `0px 0px ${STICKY_BOTTOM_MARGIN_PX}px 0px`,
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    dispatch(stickyShown(scrolledPast && !footerNear));
  }, [dispatch, scrolledPast, footerNear]);

  // §4: hidden on route change (and when the page goes away).
  useEffect(() => () => void dispatch(stickyShown(false)), [dispatch, pathname, search]);

  return shown;
}

/** The mobile home page's fixed bottom bar of the nearest cars (§2.6), with its 'Update Zipcode' form. */
export function StickyNearbyCars({ nearby }: { nearby: NearbyCars }) {
  const dispatch = useAppDispatch();
  const zip = useAppSelector(selectZip);
  const shown = useStickyVisibility();
  if (!shown || nearby.nearest.length === 0) return null;
  return (
    <StickyNearbyBar
      cars={nearby.nearest.map((listing) => ({ listing, href: listingHref(listing) }))}
      zipcode={zip.zipcode || undefined}
      cityName={nearby.cityName || undefined}
      onZipSubmit={(zipcode) => dispatch(submitZip({ zipcode, invokedBy: "sticky-bar" }))}
      zipError={zip.error ?? undefined}
      zipSubmitting={zip.isFetching}
    />
  );
}
