import type { FastifyPluginAsync } from "fastify";

/** Site-root URL → the API call that writes it (apps/api/src/routes/research/README.md: the API builds both documents). */
export const SITE_FEEDS = {
  // Search engines look for the sitemap at the site root (sitemaps.org); readers find the feed next to the news.
  "/sitemap.xml": "/api/sitemap.xml",
  "/news/rss.xml": "/api/news/rss.xml",
} as const;

/** Caches may keep a feed this long; new articles show up within ten minutes. */
const FEED_MAX_AGE_SECONDS = 600;

/**
 * Serves the API's XML sitemap and RSS feed at the site root. The API answers in-process (inject), so
 * no socket is opened and the same database read serves both apps' origin.
 */
export const siteFeedsPlugin: FastifyPluginAsync = async (app) => {
  for (const [path, apiPath] of Object.entries(SITE_FEEDS)) {
    app.get(path, async (_request, reply) => {
      const answer = await app.inject({ method: "GET", url: apiPath });
      if (answer.statusCode !== 200) return reply.status(502).type("text/plain; charset=utf-8").send("The feed is not available. Please try again later.");
      return reply
        .type(String(answer.headers["content-type"] ?? "application/xml; charset=utf-8"))
        .header("Cache-Control", `public, max-age=${FEED_MAX_AGE_SECONDS}`)
        .send(answer.body);
    });
  }
};
