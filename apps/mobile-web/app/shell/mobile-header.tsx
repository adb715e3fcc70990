import { Header } from "@carmarket/ui/header";
import { HOME_PATH } from "@carmarket/routes";
import { LazySideMenu } from "./lazy-side-menu";
import { AccountLinks, RouterLink, SITE_NAV, LazySearchWordsBox, ZipButton, isLightHeader, type SiteConfig } from "@carmarket/web-core";

const MENU_LINKS = SITE_NAV.map(({ label, to }) => ({ label, href: to }));

/**
 * The mobile header (§2.3): the side menu (80% wide, at most 400 px, §9; focus returns to its
 * button on close), the site name and the zip link (§2.6), light-themed by the site flag (§9); the free-text
 * search box (issue #17) on its own row under them.
 */
export function MobileHeader({ siteConfig }: { siteConfig: SiteConfig }) {
  const light = isLightHeader(siteConfig);
  return (
    <Header
      light={light}
      homeHref={HOME_PATH}
      linkComponent={RouterLink}
      siteName={siteConfig.site_name}
      menu={<LazySideMenu links={MENU_LINKS} tone={light ? "onLight" : "onDark"} />}
      search={<LazySearchWordsBox />}
      actions={
        <>
          <ZipButton />
          <AccountLinks compact />
        </>
      }
    />
  );
}
