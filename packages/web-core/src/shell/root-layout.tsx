import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { LeadSource } from "@carmarket/validation";
import { AppDocument } from "../document.js";
import type { RootData } from "../loaders/root.js";
import type { SiteConfig } from "../site-config/site-config.js";
import { StoreProvider } from "../store/store-provider.js";
import { PageShell } from "./page-shell.js";
import { SiteFooter } from "./site-footer.js";
import { useSiteConfig } from "./use-site-config.js";

/** Props of {@link RootLayout}. */
export interface RootLayoutProps {
  app: LeadSource;
  /** The app's header for the site config (mobile: side menu; desktop: wide navigation). */
  header: (siteConfig: SiteConfig) => ReactNode;
  /** Shell parts only this app has. */
  extras?: ReactNode;
  children: ReactNode;
}

/**
 * The root `Layout` of both apps: the document, the store (from the root loader's state) and the
 * page shell around the route or the error page. Without root data (an unknown URL renders the
 * 404 before any loader runs) it falls back to the default site config and an empty store.
 */
export function RootLayout({ app, header, extras, children }: RootLayoutProps) {
  const data = useRouteLoaderData<RootData>("root");
  const siteConfig = useSiteConfig();
  return (
    <AppDocument app={app}>
      <StoreProvider serverState={data?.storeState ?? {}}>
        <PageShell siteConfig={siteConfig} header={header(siteConfig)} footer={<SiteFooter siteConfig={siteConfig} />} extras={extras}>
          {children}
        </PageShell>
      </StoreProvider>
    </AppDocument>
  );
}
