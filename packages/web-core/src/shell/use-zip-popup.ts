import { useEffect } from "react";
import { useAppDispatch, zipPopupMounted, zipPopupUnmounted } from "@carmarket/store";
import { useSiteConfig } from "./use-site-config.js";

/**
 * §4 zip popup: while a page that shows nearby or similar cars is mounted, the location popup opens
 * by itself after 60 s when the site flag `zip_popup` is '1', there are cars to show, no zip cookie
 * and no close in the last 15 days (the store's zip popup saga decides; leaving the page cancels it).
 */
export function useZipPopup(hasSimilarVins: boolean): void {
  const dispatch = useAppDispatch();
  const siteFlag = useSiteConfig().zip_popup;
  useEffect(() => {
    dispatch(zipPopupMounted({ siteFlag, hasSimilarVins }));
    return () => void dispatch(zipPopupUnmounted());
  }, [dispatch, siteFlag, hasSimilarVins]);
}
