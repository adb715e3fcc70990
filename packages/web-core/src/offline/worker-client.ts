// Loaded after the page has loaded and the browser is idle (offline-support.tsx): registering the service
// worker is never part of a page's first-load JavaScript (issue #28 budget).
import { Workbox } from "workbox-window";
import { serviceWorkerUrl } from "@carmarket/routes";
import type { PageMessage } from "@carmarket/service-worker";

/** What the page does with the worker once it is registered. */
export interface WorkerClient {
  /** Tells the worker whether this page was rendered for a signed-in shopper (a change empties its page copies). */
  noteSession(signedIn: boolean): void;
}

/** What the shell wants to hear from the worker. */
export interface WorkerClientEvents {
  /**
   * A new deploy's worker is installed and waits (ADR 301): `takeOver` lets it control the page and reloads
   * the page, which then comes from the new server with the new scripts.
   */
  onUpdateReady(takeOver: () => void): void;
}

/** The pictures this page shows from our origin, for the worker to keep with the page. */
function picturesOfPage(): string[] {
  return [...document.images].map((image) => image.currentSrc || image.src).filter((src) => src.startsWith(location.origin));
}

/** Registers the site's worker for the whole origin and wires its update and first install (ADR 301). */
export function startWorkerClient({ onUpdateReady }: WorkerClientEvents): WorkerClient {
  // The document says which app rendered it (AppDocument's data-app); the worker precaches that app's build.
  const app = document.documentElement.dataset.app === "desktop" ? "desktop" : "mobile";
  const workbox = new Workbox(serviceWorkerUrl(app), { scope: "/" });
  const send = (message: PageMessage) => void workbox.messageSW(message).catch(() => undefined);

  workbox.addEventListener("waiting", () => {
    onUpdateReady(() => {
      workbox.addEventListener("controlling", () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // The first worker takes this page at once (clientsClaim), but the page loaded before it: it asks to be kept.
  workbox.addEventListener("activated", (event) => {
    if (!event.isUpdate) send({ type: "KEEP_PAGE", pictures: picturesOfPage() });
  });
  const registered = workbox.register().catch(() => undefined);

  return {
    noteSession(signedIn) {
      // A page served from a copy while offline may be another session's; only the network's word counts.
      if (navigator.onLine) void registered.then(() => send({ type: "SESSION", signedIn }));
    },
  };
}
