import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { ACCOUNT_ROUTES, HOME_PATH, safeRedirect } from "@carmarket/routes";
import { useOnlineStatus } from "@carmarket/ui/offline-banner";
import styles from "../accounts/accounts.module.css";
import { SavedCopyLists, useSavedCopy } from "../saved/last-copy.js";
import { offlineChoices, readKeptPages, type OfflineChoices, type KeptPage } from "./kept-pages.js";

/**
 * A page for this device only, never indexed or shared: a title and a description, no canonical URL or link
 * preview (those need the request's origin, and the worker precaches this page once for every URL).
 */
export const offlineMeta = () => [
  { title: "You are offline | CarMarket" },
  { name: "description", content: "What CarMarket can show without a connection." },
  { name: "robots", content: "noindex" },
];

/** A kept page as a plain link: offline, a document load is answered by the service worker from its copy. */
function KeptLink({ page }: { page: KeptPage }) {
  return <a href={page.href}>{page.title}</a>;
}

/** Whether the page asked for is the saved page (path and query, as the worker names it). */
const isSavedPage = (href: string): boolean => href.split("?")[0]?.replace(/(.)\/+$/, "$1") === ACCOUNT_ROUTES.savedCars;

/**
 * What the service worker shows for a page it has no copy of while offline (issue #28.3): says so, offers the
 * page again, and links what this device can show without a connection (read from the worker's cache). For the
 * saved page, whose signed-in copy the worker never keeps, it shows the lists from this device's copy (ADR 303).
 */
export function OfflinePage() {
  const [params] = useSearchParams();
  const from = params.get("from");
  const retry = from ? safeRedirect(from, HOME_PATH) : null;
  const online = useOnlineStatus();
  const copy = useSavedCopy(retry !== null && isSavedPage(retry));
  const [choices, setChoices] = useState<OfflineChoices | null>(null);
  useEffect(() => {
    readKeptPages()
      .then((kept) => setChoices(offlineChoices(kept)))
      .catch(() => setChoices(offlineChoices([])));
  }, []);

  return (
    <main className={styles.page}>
      <h1>You are offline</h1>
      {copy ? null : (
        <p>
          {retry
            ? "This page was not saved on this device, so it cannot open without a connection."
            : "Without a connection, CarMarket shows what this device saved."}
        </p>
      )}
      {retry ? (
        <p>
          {/* A document load: back online, the server answers it. */}
          <a href={retry}>{online ? "You are back online: open the page" : "Try again"}</a>
        </p>
      ) : null}
      {copy ? <SavedCopyLists copy={copy} /> : null}
      {/* Shown with the copy, the saved lists need no link of their own. */}
      {copy && !choices?.lastSearch ? null : (
        <>
          <h2>Open without a connection</h2>
          <ul>
            {copy ? null : (
              <li>
                {/* A visitor's saved page is kept; a signed-in list shows here, from this device's last copy. */}
                <a href={ACCOUNT_ROUTES.savedCars}>Your saved cars and searches</a>
              </li>
            )}
            {choices?.lastSearch ? (
              <li>
                Your last search: <KeptLink page={choices.lastSearch} />
              </li>
            ) : null}
          </ul>
        </>
      )}
      {choices && choices.others.length > 0 ? (
        <>
          <h2>Pages you viewed</h2>
          <ul>
            {choices.others.map((page) => (
              <li key={page.href}>
                <KeptLink page={page} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </main>
  );
}
