import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { siteFeedsPlugin } from "./site-feeds.js";

async function serverWithApi(status: number) {
  const server = Fastify();
  server.get("/api/sitemap.xml", (_request, reply) => reply.status(status).type("application/xml; charset=utf-8").send("<urlset/>"));
  server.get("/api/sitemap-2.xml", (_request, reply) => reply.status(status).type("application/xml; charset=utf-8").send("<urlset><url/></urlset>"));
  server.get("/api/news/rss.xml", (_request, reply) => reply.status(status).type("application/rss+xml; charset=utf-8").send('<rss version="2.0"/>'));
  await server.register(siteFeedsPlugin);
  return server;
}

describe("site feeds", () => {
  it("serves the API's sitemap at /sitemap.xml with its XML type", async () => {
    const answer = await (await serverWithApi(200)).inject("/sitemap.xml");
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(answer.headers["cache-control"]).toBe("public, max-age=600");
    expect(answer.body).toBe("<urlset/>");
  });

  it("serves the child sitemaps of a sitemap index at the site root, where they cover every page (issue #15)", async () => {
    const server = await serverWithApi(200);
    const child = await server.inject("/sitemap-2.xml");
    expect(child.statusCode).toBe(200);
    expect(child.headers["content-type"]).toBe("application/xml; charset=utf-8");
    expect(child.body).toBe("<urlset><url/></urlset>");
    expect((await server.inject("/sitemap-3.xml")).statusCode).toBe(404);
  });

  it("serves the API's RSS feed at /news/rss.xml", async () => {
    const answer = await (await serverWithApi(200)).inject("/news/rss.xml");
    expect(answer.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
    expect(answer.body).toBe('<rss version="2.0"/>');
  });

  it("answers 502 with a message, not the API's error body, when the API fails", async () => {
    const answer = await (await serverWithApi(500)).inject("/news/rss.xml");
    expect(answer.statusCode).toBe(502);
    expect(answer.body).toBe("The feed is not available. Please try again later.");
  });
});
