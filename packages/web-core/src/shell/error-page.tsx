import { Link, useLocation } from "react-router";
import { HOME_PATH } from "@carmarket/routes";
import styles from "./error-page.module.css";
import { routeErrorPage } from "./route-error.js";

/** The page both apps render for a route error, inside the page shell (404 for unknown URLs, 503 busy, else 500). */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, title, message, retry } = routeErrorPage(error);
  const { pathname, search, hash } = useLocation();
  return (
    <main className={styles.page} data-error-status={status}>
      <title>{`${title} | CarMarket`}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      {retry ? (
        <p>
          {/* A document load, not a client navigation: the shopper asks the server again. */}
          <a href={`${pathname}${search}${hash}`}>Try again</a>
        </p>
      ) : null}
      <p>
        <Link to={HOME_PATH}>Go to the home page</Link>
      </p>
    </main>
  );
}
