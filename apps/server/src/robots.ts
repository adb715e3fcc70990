import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";

/**
 * `robots.txt` as written in public/, its `Sitemap:` lines made absolute on the public origin: crawlers
 * need a full URL there (issue #27.14: `Sitemap: /sitemap.xml`), and only the server knows the origin.
 */
export function robotsTxt(text: string, origin: string): string {
  return text.replace(/^(Sitemap:[ \t]*)(\S+)[ \t]*$/gim, (_line, key: string, url: string) => `${key}${new URL(url, origin).href}`);
}

/** Serves /robots.txt from `file` with {@link robotsTxt}, read once. */
export function registerRobots(server: FastifyInstance, file: string, origin: string): void {
  let body: Promise<string> | undefined;
  server.get("/robots.txt", async (_request, reply) => {
    body ??= readFile(file, "utf8").then((text) => robotsTxt(text, origin));
    return reply
      .type("text/plain; charset=utf-8")
      .header("Cache-Control", "public, max-age=86400")
      .send(await body);
  });
}
