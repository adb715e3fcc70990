import type { FastifyPluginAsync } from "fastify";
import { NotFoundError } from "../../http/errors.js";
import { ILLUSTRATION_SEGMENT, illustrationSvg } from "../../news/illustration-svg.js";

/** GET /images/{news|research}/{slug}/{name}.svg: the generated illustrations of seeded content. */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get("/images/:kind/:slug/:file", async (request, reply) => {
    const { kind, slug, file } = request.params as Record<string, string>;
    const name = file?.endsWith(".svg") ? file.slice(0, -4) : "";
    if ((kind !== "news" && kind !== "research") || !ILLUSTRATION_SEGMENT.test(slug ?? "") || !ILLUSTRATION_SEGMENT.test(name)) {
      throw new NotFoundError("Image not found.");
    }
    return reply
      .type("image/svg+xml")
      .header("Cache-Control", "public, max-age=86400")
      // An SVG opened directly must not run script even if one ever got in.
      .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
      .send(illustrationSvg(`${kind}/${slug}/${name}`));
  });
};
