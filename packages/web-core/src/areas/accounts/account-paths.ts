import { ACCOUNT_ROUTES, safeRedirect } from "@carmarket/routes";

/** The query key that carries the page to return to after signing in (§2.1 "redirect to /sign-in and back"). */
const REDIRECT_QUERY_KEY = "redirect";

/** `/sign-in?redirect=<path and query>` for a page that needs an account. */
export function signInPathFor(url: URL): string {
  const back = `${url.pathname}${url.search}`;
  return `${ACCOUNT_ROUTES.signIn}?${new URLSearchParams({ [REDIRECT_QUERY_KEY]: back }).toString()}`;
}

/**
 * Where sign-in goes on success: the `redirect` of its URL when it stays on this site (`safeRedirect`, so a
 * crafted link cannot bounce a shopper to another site), else /myaccount.
 */
export function redirectAfterSignIn(search: string): string {
  return safeRedirect(new URLSearchParams(search).get(REDIRECT_QUERY_KEY), ACCOUNT_ROUTES.myAccount);
}
