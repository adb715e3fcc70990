import { useLocation } from "react-router";
import { APP_BOTTOM_SPACER_PX, hasTopAdBanner, isAppMode, isHeaderHidden, showsWebOnlyNewsBlocks } from "@carmarket/routes";

/** The §2.3 page-shell rules for one URL, as the layouts and pages read them. */
export interface ShellFlags {
  /** `app=1`: no header. */
  headerHidden: boolean;
  /** `app` set (any value): author links are plain links and {@link ShellFlags.bottomSpacerPx} is added. */
  inApp: boolean;
  /** Height of the bottom spacer, 0 outside the app (§2.3: 100 px). */
  bottomSpacerPx: number;
  /** `isapp` missing or 0: the featured, trending, handpicked and recent news lists and the share buttons show. */
  showsWebOnlyBlocks: boolean;
  /** Paths starting `/news/` carry the top ad banner. */
  topAdBanner: boolean;
}

/** The §2.3 rules for a pathname and query string. */
export function shellFlags(pathname: string, search: string): ShellFlags {
  const inApp = isAppMode(search);
  return {
    headerHidden: isHeaderHidden(search),
    inApp,
    bottomSpacerPx: inApp ? APP_BOTTOM_SPACER_PX : 0,
    showsWebOnlyBlocks: showsWebOnlyNewsBlocks(search),
    topAdBanner: hasTopAdBanner(pathname),
  };
}

/** {@link shellFlags} of the current URL: pages use it for the isapp=0 and app rules (§2.3). */
export function useShellFlags(): ShellFlags {
  const { pathname, search } = useLocation();
  return shellFlags(pathname, search);
}
