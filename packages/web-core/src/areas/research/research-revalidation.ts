import { classifyPath } from "@carmarket/routes";

/** The parts of React Router's shouldRevalidate arguments this rule reads. */
interface RevalidationArgs {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string | undefined;
  defaultShouldRevalidate: boolean;
}

/**
 * A change of build on build & price (its `?trim=…&package=…` query, issue #15) keeps the page's data:
 * the line-up and the cars for sale do not depend on the build, so only the URL changes and the page
 * reads the build from it. Anything else revalidates as React Router would.
 */
export function researchShouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: RevalidationArgs): boolean {
  const buildChange = formMethod === undefined && currentUrl.pathname === nextUrl.pathname && classifyPath(nextUrl.pathname)?.type === "BUILD_PRICE";
  return buildChange ? false : defaultShouldRevalidate;
}
