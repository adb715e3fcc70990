import { Footer } from "@carmarket/ui/footer";
import { ABOUT_PATH, ACCOUNT_ROUTES } from "@carmarket/routes";
import type { SiteConfig } from "../site-config/site-config.js";
import { FooterZip } from "./footer-zip.js";
import { RouterLink } from "./router-link.js";
import { SITE_NAV } from "./site-nav.js";

const toLinks = (links: typeof SITE_NAV) => links.map(({ label, to }) => ({ label, href: to }));

/** The footer of every page (§2.3), the same in both apps: the zip form (§2.6), the site's sections, account and about links. */
export function SiteFooter({ siteConfig }: { siteConfig: SiteConfig }) {
  return (
    <Footer
      linkComponent={RouterLink}
      columns={[
        { title: "Browse", links: toLinks(SITE_NAV) },
        {
          title: "Company",
          links: [
            { label: "About Us", href: ABOUT_PATH },
            { label: "My Account", href: ACCOUNT_ROUTES.myAccount },
          ],
        },
      ]}
      legal={`© ${siteConfig.site_name}. Listings and prices are provided by dealers and may change.`}
    >
      <FooterZip />
    </Footer>
  );
}
