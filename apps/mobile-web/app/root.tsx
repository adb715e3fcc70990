import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { PortraitNotice } from "@carmarket/ui/portrait-notice";
import { ErrorPage, RootLayout, loadRoot, searchWordsBoxLinks } from "@carmarket/web-core";
import type { Route } from "./+types/root";
import { MobileHeader } from "./shell/mobile-header";

/** Once per request: the site config and the store's server state (§2.3, §6). */
export const loader = (args: Route.LoaderArgs) => loadRoot(args, "mobile");

// The stylesheet of the mobile header's search box (on every page), issue #17.
export const links: Route.LinksFunction = searchWordsBoxLinks;

// Site flags and the server's facts are read once per page load; after that the browser store owns the state.
export const shouldRevalidate = () => false;

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RootLayout app="mobile" header={(siteConfig) => <MobileHeader siteConfig={siteConfig} />} extras={<PortraitNotice />}>
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
