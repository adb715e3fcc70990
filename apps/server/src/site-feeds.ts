import type { FastifyPluginAsync } from "fastify";

/**
 * Site-root URLs the API writes, each served from the same path under /api (apps/api/src/routes/research/README.md: the API
 * builds every document). Search engines look for the sitemap at the site root (sitemaps.org), and a
 * sitemap index's children must sit there too to cover the whole site; readers find the feed next to the news.
 */
const SITE_FEEDS = ["/sitemap.xml", "/sitemap-:page.xml", "/news/rss.xml"] as const;

/** Caches may keep a feed this long; new articles show up within ten minutes. */
const FEED_MAX_AGE_SECONDS = 600;

/**
 * Serves the API's XML sitemap and RSS feed at the site root. The API answers in-process (inject), so
 * no socket is opened and the same database read serves both apps' origin.
 */
export const siteFeedsPlugin: FastifyPluginAsync = async (app) => {
  for (const path of SITE_FEEDS) {
    app.get(path, async (request, reply) => {
      const answer = await app.inject({ method: "GET", url: `/api${request.url.split("?", 1)[0]}` });
      // Only a child sitemap can be missing (a page number past the index).
      if (answer.statusCode === 404) return reply.status(404).type("text/plain; charset=utf-8").send("No such sitemap.");
      if (answer.statusCode !== 200) return reply.status(502).type("text/plain; charset=utf-8").send("The feed is not available. Please try again later.");
      return reply
        .type(String(answer.headers["content-type"] ?? "application/xml; charset=utf-8"))
        .header("Cache-Control", `public, max-age=${FEED_MAX_AGE_SECONDS}`)
        .send(answer.body);
    });
  }
};
