import "@carmarket/ui/tokens.css";
import "./global.css";
import type { ReactNode } from "react";
import { Links, Meta, Scripts, ScrollRestoration } from "react-router";

/** The HTML document both apps render around their routes. */
export function AppDocument({ children, app }: { children: ReactNode; app: "mobile" | "desktop" }) {
  return (
    <html lang="en" data-app={app}>
      <head>
        <meta charSet="utf-8" />
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
