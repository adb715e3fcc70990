import { Breadcrumbs } from "@carmarket/ui/breadcrumbs";
import { researchBreadcrumbs } from "./breadcrumbs.js";
import type { ResearchPageData } from "./resolve-research.js";

/** The page's breadcrumb trail (the same one its BreadcrumbList JSON-LD lists). */
export function ResearchCrumbs({ page, path }: { page: ResearchPageData; path: string }) {
  return <Breadcrumbs items={researchBreadcrumbs(page, path).map((crumb) => ({ label: crumb.label, href: crumb.path }))} />;
}
