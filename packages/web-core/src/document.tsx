import "@carmarket/ui/tokens.css";
import "./global.css";
import type { ReactNode } from "react";
import { Links, Meta, Scripts, ScrollRestoration } from "react-router";
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
        <meta name="theme-color" content="#0b3d91" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
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
