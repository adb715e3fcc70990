import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { ErrorPage, RootLayout, loadRoot, searchWordsBoxLinks } from "@carmarket/web-core";
import type { Route } from "./+types/root";
import { DesktopHeader } from "./shell/desktop-header";

/** Once per request: the site config and the store's server state (§2.3, §6). */
export const loader = (args: Route.LoaderArgs) => loadRoot(args, "desktop");

// The stylesheet of the search box of the home and search pages, issue #17.
export const links: Route.LinksFunction = searchWordsBoxLinks;

// Site flags and the server's facts are read once per page load; after that the browser store owns the state.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RootLayout app="desktop" header={(siteConfig) => <DesktopHeader siteConfig={siteConfig} />}>
      {children}
    </RootLayout>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unknown URLs (404) and failed pages (500) render inside the shell. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
