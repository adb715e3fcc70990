import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { classifyPath, parseCompareSlug, VERSUS_SEPARATOR } from "@carmarket/routes";
import { routeOperation } from "../../http/contract-route.js";
import { BadRequestError, NotFoundError } from "../../http/errors.js";
import { compareCars, resolvePage } from "./page-resolver.js";
import { sitemapEntries } from "./sitemap-entries.js";
import { childSitemapXml, sitemapXml } from "../../news/feeds.js";

/** GET /pages/resolve, GET /compare/{slug}, GET /sitemap.xml and its child sitemaps GET /sitemap-{page}.xml. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  routeOperation(app, contract.resolvePage).handle(async ({ query: { path } }, request) => {
    const [pathname, search] = path.split("?", 2);
    const match = classifyPath(pathname ?? "/", search);
    const page = match && (await resolvePage(request.readDb, match));
    if (!page) throw new NotFoundError("Page not found.");
    return page;
  });

  routeOperation(app, contract.getCompare).handle(async ({ params: { slug } }, request) => {
    const parts = slug.split(VERSUS_SEPARATOR);
    if (parts.length !== 2) throw new BadRequestError("Compare two cars: brandA-model-vs-brandB-model.");
    const cars = parseCompareSlug(slug);
    const page = cars && (await compareCars(request.readDb, cars));
    if (!page) throw new NotFoundError("Car not found.");
    return page;
  });

  routeOperation(app, contract.getSitemap).handle(async (_input, request, reply) => {
    return reply.type("application/xml; charset=utf-8").send(sitemapXml(app.config.publicOrigin, await sitemapEntries(request.readDb)));
  });

  routeOperation(app, contract.getChildSitemap).handle(async ({ params: { page } }, request, reply) => {
    const xml = /^\d{1,6}$/.test(page) ? childSitemapXml(app.config.publicOrigin, await sitemapEntries(request.readDb), Number(page)) : null;
    if (xml === null) throw new NotFoundError("No such sitemap.");
    return reply.type("application/xml; charset=utf-8").send(xml);
  });
};
