import type { FastifyPluginAsync } from "fastify";
import { classifyPath, parseCompareSlug, VERSUS_SEPARATOR } from "@carmarket/routes";
import * as v from "valibot";
import { readDataQuery } from "../../http/data-query.js";
import { BadRequestError, NotFoundError } from "../../http/errors.js";
import { compareCars, resolvePage } from "./page-resolver.js";
import { sitemapEntries } from "./sitemap-entries.js";
import { childSitemapXml, sitemapXml } from "../../news/feeds.js";

const resolveQuery = v.object({ path: v.pipe(v.string("path is required."), v.maxLength(500, "Page not found."), v.startsWith("/", "Page not found.")) });

/** GET /pages/resolve, GET /compare/{slug}, GET /sitemap.xml and its child sitemaps GET /sitemap-{page}.xml. */
export const pageRoutes: FastifyPluginAsync = async (app) => {
  app.get("/pages/resolve", async (request) => {
    const { path } = readDataQuery(request.query, resolveQuery);
    const [pathname, search] = path.split("?", 2);
    const match = classifyPath(pathname ?? "/", search);
    const page = match && (await resolvePage(request.readDb, match));
    if (!page) throw new NotFoundError("Page not found.");
    return page;
  });

  app.get("/compare/:slug", async (request) => {
    const { slug } = request.params as { slug: string };
    const parts = slug.split(VERSUS_SEPARATOR);
    if (parts.length !== 2) throw new BadRequestError("Compare two cars: brandA-model-vs-brandB-model.");
    const cars = parseCompareSlug(slug);
    const page = cars && (await compareCars(request.readDb, cars));
    if (!page) throw new NotFoundError("Car not found.");
    return page;
  });

  app.get("/sitemap.xml", async (request, reply) => {
    return reply.type("application/xml; charset=utf-8").send(sitemapXml(app.config.publicOrigin, await sitemapEntries(request.readDb)));
  });

  app.get("/sitemap-:page.xml", async (request, reply) => {
    const { page } = request.params as { page: string };
    const xml = /^\d{1,6}$/.test(page) ? childSitemapXml(app.config.publicOrigin, await sitemapEntries(request.readDb), Number(page)) : null;
    if (xml === null) throw new NotFoundError("No such sitemap.");
    return reply.type("application/xml; charset=utf-8").send(xml);
  });
};
