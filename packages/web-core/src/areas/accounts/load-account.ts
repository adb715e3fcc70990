import { redirect } from "react-router";
import { apiErrorMessage, type AccountUser, type ApiClient, type UserAlerts, type UserSaved } from "@carmarket/api-client";
import { createServerApi } from "../../server-api.js";
import { EXPIRED_SESSION_COOKIE, hasSessionCookie } from "../../store/request-facts.js";
import { redirectAfterSignIn, signInPathFor } from "./account-paths.js";
import { INVALID_LINK_MESSAGE } from "./link-messages.js";

// `url` is React Router's normalised page URL; with v8_passThroughRequests `request.url` of a client
// navigation is the `/myaccount.data?_routes=…` request, which must never become the way back.
type LoaderArgs = { request: Request; url: URL };

/**
 * The signed-in user of this request, or a redirect to /sign-in?redirect=… (§6: account pages are for
 * signed-in users only). The session is the HttpOnly cookie, which createServerApi forwards. A cookie
 * whose session ended elsewhere (password changed on another device, expired) is dropped on the way,
 * so the header stops offering Sign Out on every later page.
 */
async function requireUser({ request, url }: LoaderArgs, api: ApiClient): Promise<AccountUser> {
  const user = await api.getMe();
  if (!user) {
    const headers = hasSessionCookie(request) ? { "Set-Cookie": EXPIRED_SESSION_COOKIE } : undefined;
    throw redirect(signInPathFor(url), headers ? { headers } : undefined);
  }
  return user;
}

/** /myaccount (§2.1, §2.9): the user, their saved cars and searches (§3 saved data) and price-drop alerts. */
export async function loadMyAccount(args: LoaderArgs): Promise<{ user: AccountUser; saved: UserSaved; alerts: UserAlerts }> {
  const api = createServerApi(args.request);
  const user = await requireUser(args, api);
  const [saved, alerts] = await Promise.all([api.getUserSaved(), api.getUserAlerts()]);
  return { user, saved: saved ?? { vins: [], searches: [] }, alerts: alerts ?? { is_email_verified: user.is_email_verified, alerts: [] } };
}

/** /myaccount/details and /change-password: the signed-in user. */
export async function loadAccountUser(args: LoaderArgs): Promise<{ user: AccountUser }> {
  return { user: await requireUser(args, createServerApi(args.request)) };
}

/** /sign-in: a shopper who is already signed in goes on to where sign-in would have sent them. */
export async function loadSignIn({ request }: Pick<LoaderArgs, "request">): Promise<null> {
  const user = await createServerApi(request).getMe();
  if (user) throw redirect(redirectAfterSignIn(new URL(request.url).search));
  return null;
}

/** What the email-verification link did: the server's message, and whether the email is now verified. */
export interface VerifyEmailData {
  verified: boolean;
  message: string;
}

/**
 * /verify-email?token= (§2.9): the emailed link confirms the address while the page renders, so it
 * works without JavaScript and a reload shows the answer of the first visit's single-use token.
 */
export async function loadVerifyEmail({ request }: Pick<LoaderArgs, "request">): Promise<VerifyEmailData> {
  const token = new URL(request.url).searchParams.get("token");
  if (!token) return { verified: false, message: INVALID_LINK_MESSAGE };
  try {
    const answer = await createServerApi(request).verifyEmail({ token });
    return { verified: true, message: answer.message };
  } catch (error) {
    return { verified: false, message: apiErrorMessage(error) ?? INVALID_LINK_MESSAGE };
  }
}
