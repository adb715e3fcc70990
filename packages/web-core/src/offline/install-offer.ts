// When the shell offers to install the site (issue #28.1): after a save or on a second visit, never over a
// form, once; a dismissal is remembered on this device.

/** Chrome's `beforeinstallprompt` event: kept to show the browser's install dialog from our own button. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Local storage: "dismissed" or "installed" once the shopper answered the offer. */
export const INSTALL_OFFER_KEY = "install_offer";
/** Local storage: how many visits (browser sessions) this device made. */
const VISITS_KEY = "visits";
/** Session storage: this browser session is counted. */
const VISIT_COUNTED_KEY = "visit_counted";

/** What decides whether the offer may show now. */
export interface InstallOfferFacts {
  /** The browser can install (a kept `beforeinstallprompt`) or it is iOS Safari, where the shopper does it by hand. */
  installable: boolean;
  /** The shopper answered the offer before. */
  answered: boolean;
  /** Visits of this device, this one included. */
  visits: number;
  /** A car or a search was saved on this page. */
  savedHere: boolean;
  /** A popup is open, a form field has the focus, or the page is a form (sign-in, account forms). */
  overForm: boolean;
  online: boolean;
}

/** Issue #28.1: after a save or from the second visit on, when nothing would sit over a form. */
export function mayOfferInstall({ installable, answered, visits, savedHere, overForm, online }: InstallOfferFacts): boolean {
  return installable && !answered && online && !overForm && (savedHere || visits >= 2);
}

/** Counts this browser session as a visit once and returns the visits so far (0 when storage is blocked). */
export function countVisit(
  storage: Pick<Storage, "getItem" | "setItem"> = localStorage,
  session: Pick<Storage, "getItem" | "setItem"> = sessionStorage,
): number {
  try {
    const visits = Number(storage.getItem(VISITS_KEY)) || 0;
    if (session.getItem(VISIT_COUNTED_KEY)) return visits;
    session.setItem(VISIT_COUNTED_KEY, "1");
    storage.setItem(VISITS_KEY, String(visits + 1));
    return visits + 1;
  } catch {
    return 0;
  }
}

/** Safari on an iPhone or iPad, not opened from the home screen: it installs only through Share › Add to Home Screen. */
export function isIosBrowser(nav: Pick<Navigator, "userAgent" | "maxTouchPoints">, standalone: boolean): boolean {
  const ios = /iPhone|iPad|iPod/.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1);
  return ios && !standalone && !/CriOS|FxiOS|EdgiOS/.test(nav.userAgent);
}
