/** Which of the two apps renders a page. */
export type AppName = "mobile" | "desktop";

/** Query parameter and cookie that override the device guess, so a shared link opens either app. */
export const VIEW_PARAM = "view";
export const VIEW_COOKIE = "cm_view";

// Phones get the mobile app; tablets and everything else get the desktop layout.
const PHONE_UA = /Mobi|Android.+Mobile|iPhone|iPod|Windows Phone|BlackBerry|Opera Mini/i;

function isAppName(value: unknown): value is AppName {
  return value === "mobile" || value === "desktop";
}

/**
 * Picks the app for a request: `?view=` first, then the `cm_view` cookie, then the user agent.
 * Returns whether the choice came from the query so the server can remember it in the cookie.
 */
export function chooseApp(input: { query?: string | null | undefined; cookie?: string | undefined; userAgent?: string | undefined }): {
  app: AppName;
  fromQuery: boolean;
} {
  if (isAppName(input.query)) return { app: input.query, fromQuery: true };
  if (isAppName(input.cookie)) return { app: input.cookie, fromQuery: false };
  return { app: PHONE_UA.test(input.userAgent ?? "") ? "mobile" : "desktop", fromQuery: false };
}
