import { Link } from "react-router";
import { HOME_PATH } from "@carmarket/routes";
import { routeErrorPage } from "./route-error.js";

/** The page both apps render for a route error, inside the page shell (404 for unknown URLs, else 500). */
export function ErrorPage({ error }: { error: unknown }) {
  const { status, title, message } = routeErrorPage(error);
  return (
    <main data-error-status={status}>
      <title>{`${title} | CarMarket`}</title>
      <h1>{title}</h1>
      <p>{message}</p>
      <p>
        <Link to={HOME_PATH}>Go to the home page</Link>
      </p>
    </main>
  );
}
