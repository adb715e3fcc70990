import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { ACCOUNT_ROUTES } from "@carmarket/routes";
import { MESSAGES, selectLead, selectModalId, selectNotices, selectSignedIn, selectZip, useAppSelector } from "@carmarket/store";
import { useOnlineStatus } from "@carmarket/ui/offline-banner";
import { useHydrated } from "../hydration.js";
import type { AppPromptKind } from "./app-prompt.js";
import { countVisit, INSTALL_OFFER_KEY, isIosBrowser, mayOfferInstall } from "./install-offer.js";
import { useInstallPrompt } from "./install-prompt.js";
import type { WorkerClient } from "./worker-client.js";

const AppPrompt = lazy(() => import("./app-prompt.js").then((module) => ({ default: module.AppPrompt })));

/** Pages that are forms: the offer never shows there (the saved page is a list). */
const FORM_PAGES = new Set<string>(Object.values(ACCOUNT_ROUTES).filter((path) => path !== ACCOUNT_ROUTES.savedCars));

/** Runs `start` once the page has loaded and the browser is idle, so the worker never competes with the page. */
function afterLoadWhenIdle(start: () => void): () => void {
  // Safari has no idle callbacks: a second after load instead.
  const { requestIdleCallback, cancelIdleCallback } = window as Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">>;
  let cancel = () => {};
  const schedule = () => {
    if (requestIdleCallback && cancelIdleCallback) {
      const id = requestIdleCallback(start, { timeout: 5_000 });
      cancel = () => cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(start, 1_000);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    cancel();
  };
}

/** Registers the service worker in production builds (ADR 300); a development server never keeps one. */
function useWorkerClient(onUpdateReady: (takeOver: () => void) => void): WorkerClient | null {
  const [client, setClient] = useState<WorkerClient | null>(null);
  useEffect(() => {
    if (!("serviceWorker" in navigator)) return undefined;
    if (!import.meta.env.PROD) {
      void navigator.serviceWorker.getRegistrations().then((registrations) => registrations.forEach((registration) => void registration.unregister()));
      return undefined;
    }
    return afterLoadWhenIdle(() => {
      void import("./worker-client.js").then(({ startWorkerClient }) => setClient(startWorkerClient({ onUpdateReady })));
    });
    // The handler is the state setter's wrapper below, stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return client;
}

/** Latches when a save succeeds on this page (its §8 success notice). */
function useSavedHere(): boolean {
  const saved = useAppSelector((state) => selectNotices(state).some(({ text }) => text === MESSAGES.vinSaved || text === MESSAGES.searchSaved));
  const [savedHere, setSavedHere] = useState(false);
  if (saved && !savedHere) setSavedHere(true);
  return savedHere;
}

function remember(answer: "dismissed" | "installed"): void {
  try {
    localStorage.setItem(INSTALL_OFFER_KEY, answer);
  } catch {
    // blocked storage: the offer comes back next visit
  }
}

/** What this device says about the offer. */
interface DeviceFacts {
  visits: number;
  answered: boolean;
  ios: boolean;
}

function readDeviceFacts(): DeviceFacts {
  let answered = true;
  try {
    answered = localStorage.getItem(INSTALL_OFFER_KEY) !== null;
  } catch {
    // blocked storage: never offer
  }
  // The offer is an extra: a browser (or jsdom) without matchMedia must not break the shell.
  const standalone = window.matchMedia?.("(display-mode: standalone)").matches === true || (navigator as { standalone?: boolean }).standalone === true;
  return { visits: countVisit(), answered, ios: isIosBrowser(navigator, standalone) };
}

/** The install offer of issue #28.1: what the browser allows, the shopper's answers, and whether a form is in the way. */
function useInstallOffer(): { kind: "install" | "install-ios"; accept: () => void; dismiss: () => void } | null {
  // Read once the page has hydrated: the server knows none of it (counting a visit is idempotent per browser session).
  const hydrated = useHydrated();
  const device = useMemo(() => (hydrated ? readDeviceFacts() : null), [hydrated]);
  const { prompt: promptEvent, spend: spendPrompt } = useInstallPrompt();
  const [answeredHere, setAnsweredHere] = useState(false);
  const [focusInForm, setFocusInForm] = useState(false);
  const savedHere = useSavedHere();
  const online = useOnlineStatus();
  const popupOpen = useAppSelector((state) => selectModalId(state) !== null || selectLead(state).thankYouOpen || selectZip(state).showModal);
  const { pathname } = useLocation();

  useEffect(() => {
    const installed = () => {
      remember("installed");
      setAnsweredHere(true);
    };
    const focusChanged = () => setFocusInForm(Boolean(document.activeElement?.closest("form")));
    window.addEventListener("appinstalled", installed);
    document.addEventListener("focusin", focusChanged);
    document.addEventListener("focusout", focusChanged);
    return () => {
      window.removeEventListener("appinstalled", installed);
      document.removeEventListener("focusin", focusChanged);
      document.removeEventListener("focusout", focusChanged);
    };
  }, []);

  if (!device) return null;
  const offer = mayOfferInstall({
    installable: promptEvent !== null || device.ios,
    answered: answeredHere || device.answered,
    visits: device.visits,
    savedHere,
    overForm: popupOpen || focusInForm || FORM_PAGES.has(pathname),
    online,
  });
  if (!offer) return null;
  const answer = (value: "dismissed" | "installed") => {
    remember(value);
    setAnsweredHere(true);
  };
  return {
    kind: promptEvent ? "install" : "install-ios",
    accept: () => {
      if (!promptEvent) return answer("dismissed");
      void promptEvent.prompt();
      void promptEvent.userChoice.then(({ outcome }) => answer(outcome === "accepted" ? "installed" : "dismissed"));
      spendPrompt();
    },
    dismiss: () => answer("dismissed"),
  };
}

/**
 * The shell's part of issue #28: registers the service worker after the page loads, tells it whose session
 * the page belongs to, offers the new version a deploy brought, and offers to install the site.
 */
export function OfflineSupport() {
  const signedIn = useAppSelector(selectSignedIn);
  const [takeOver, setTakeOver] = useState<(() => void) | null>(null);
  const worker = useWorkerClient((accept) => setTakeOver(() => accept));
  const install = useInstallOffer();

  useEffect(() => {
    worker?.noteSession(signedIn);
  }, [worker, signedIn]);

  const prompt: { kind: AppPromptKind; accept: () => void; dismiss: () => void } | null = takeOver
    ? { kind: "update", accept: takeOver, dismiss: () => setTakeOver(null) }
    : install;
  if (!prompt) return null;
  return (
    <Suspense fallback={null}>
      <AppPrompt kind={prompt.kind} onAccept={prompt.accept} onDismiss={prompt.dismiss} />
    </Suspense>
  );
}
