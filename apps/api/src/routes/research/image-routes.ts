import type { FastifyPluginAsync } from "fastify";
import { contract } from "@carmarket/contract";
import { routeOperation } from "../../http/contract-route.js";
import { NotFoundError } from "../../http/errors.js";
import { PHOTO_PREVIEW } from "@carmarket/listing";
import { rasterPreview } from "../../images/raster-preview.js";
import { ILLUSTRATION_SEGMENT, illustrationSvg } from "../../news/illustration-svg.js";

/**
 * GET /images/news/{slug}/{name}.svg and /images/research/{slug}/{name}.svg: the generated illustrations
 * of seeded content. Static first segments, so they sit beside the catalogue's /images/{body}/… route.
 * `{name}.jpg` is the same drawing at 1200×630 as a JPEG, for link previews (issue #24 item 5).
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  const illustrations = { news: contract.getNewsIllustration, research: contract.getResearchIllustration };
  for (const [kind, operation] of Object.entries(illustrations)) {
    routeOperation(app, operation).handle(async ({ params: { slug, file } }, _request, reply) => {
      const name = file.endsWith(".svg") || file.endsWith(".jpg") ? file.slice(0, -4) : "";
      if (!ILLUSTRATION_SEGMENT.test(slug) || !ILLUSTRATION_SEGMENT.test(name)) throw new NotFoundError("Image not found.");
      const key = `${kind}/${slug}/${name}`;
      if (file.endsWith(".jpg")) {
        const jpeg = await rasterPreview(key, () => illustrationSvg(key, PHOTO_PREVIEW.width, PHOTO_PREVIEW.height));
        return reply.type("image/jpeg").header("Cache-Control", "public, max-age=86400").send(jpeg);
      }
      return (
        reply
          .type("image/svg+xml")
          .header("Cache-Control", "public, max-age=86400")
          // An SVG opened directly must not run script even if one ever got in.
          .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'")
          .send(illustrationSvg(key))
      );
    });
  }
};
