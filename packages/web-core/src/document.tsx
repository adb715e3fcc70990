import "@carmarket/ui/tokens.css";
import "./global.css";
import type { ReactNode } from "react";
import { Links, Meta, Scripts, ScrollRestoration } from "react-router";
import { WEB_APP_MANIFEST_PATH } from "@carmarket/routes";
import { browserColors } from "@carmarket/ui/tokens";
import { EarlyTapsScript } from "./early-taps.js";

/** The HTML document both apps render around their routes. */
export function AppDocument({ children, app }: { children: ReactNode; app: "mobile" | "desktop" }) {
  return (
    <html lang="en" data-app={app}>
      <head>
        <meta charSet="utf-8" />
        {/* First in the head: taps on buttons before hydration are held, then replayed (issue #26 item 8). */}
        <EarlyTapsScript />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={browserColors.theme} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Installable (issue #28.1): the manifest, and what iOS reads instead of it for the home screen. */}
        <link rel="manifest" href={WEB_APP_MANIFEST_PATH} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <meta name="mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-capable" content="yes" />
        <meta name="apple-mobile-web-app-title" content="CarMarket" />
        <meta name="apple-mobile-web-app-status-bar-style" content="black" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
