import { ACCOUNT_ROUTES } from "@carmarket/routes";

/** The query key that carries the page to return to after signing in (§2.1 "redirect to /sign-in and back"). */
export const REDIRECT_QUERY_KEY = "redirect";

/**
 * A path the app may send the shopper to after signing in or out: only a local path of this site
 * ("/…", not "//host" or "/\\host"), so a crafted link cannot bounce a shopper to another site.
 */
export function safeLocalPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return undefined;
  return value;
}

/** `/sign-in?redirect=<path and query>` for a page that needs an account. */
export function signInPathFor(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return `${ACCOUNT_ROUTES.signIn}?${new URLSearchParams({ [REDIRECT_QUERY_KEY]: back }).toString()}`;
}

/** Where sign-in goes on success: the `redirect` of its URL when it is a local path (else the store's /myaccount). */
export function redirectAfterSignIn(search: string): string | undefined {
  return safeLocalPath(new URLSearchParams(search).get(REDIRECT_QUERY_KEY));
}
