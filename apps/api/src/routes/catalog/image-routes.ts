import type { FastifyPluginAsync } from "fastify";
import { PHOTO_PREVIEW } from "@carmarket/listing";
import { isBodyTypeSlug } from "@carmarket/routes";
import { NotFoundError } from "../../http/errors.js";
import { IMAGE_SIZES, IMAGE_VIEWS, type ImageView } from "../../images/image-sizes.js";
import { PAINT, vehicleSvg } from "../../images/vehicle-svg.js";
import { rasterPreview } from "../../images/raster-preview.js";

const SIZES = new Set<string>(Object.values(IMAGE_SIZES));
const PREVIEW_FILE = `${PHOTO_PREVIEW.width}x${PHOTO_PREVIEW.height}.jpg`;

/**
 * GET /images/{body}/{color}/{w}x{h}.svg?view=side|front|rear: generated vehicle illustrations, cached for a
 * year; `1200x630.jpg` is the same drawing as the raster link previews need (issue #24 item 5).
 */
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    "/images/:body/:color/:file",
    {
      schema: {
        summary: "Generated SVG illustration of a body style in a colour at a §9 size (e.g. 760x425.svg)",
        tags: ["images"],
        params: {
          type: "object",
          properties: { body: { type: "string" }, color: { type: "string" }, file: { type: "string" } },
          required: ["body", "color", "file"],
        },
        querystring: { type: "object", properties: { view: { type: "string", enum: [...IMAGE_VIEWS] } } },
      },
    },
    async (request, reply) => {
      const { body, color, file } = request.params as { body: string; color: string; file: string };
      const size = /^(\d+x\d+)\.svg$/.exec(file)?.[1];
      const preview = file === PREVIEW_FILE;
      if (!isBodyTypeSlug(body) || !Object.hasOwn(PAINT, color) || !((size && SIZES.has(size)) || preview)) throw new NotFoundError("No such image.");
      const view = (request.query as { view?: ImageView }).view ?? "side";
      if (preview) {
        const jpeg = await rasterPreview(`${body}/${color}/${view}`, () => vehicleSvg(body, color, view, PHOTO_PREVIEW.width, PHOTO_PREVIEW.height));
        return reply.header("content-type", "image/jpeg").header("cache-control", "public, max-age=31536000, immutable").send(jpeg);
      }
      const [width, height] = size!.split("x").map(Number) as [number, number];
      return reply
        .header("content-type", "image/svg+xml; charset=utf-8")
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(vehicleSvg(body, color, view, width, height));
    },
  );
};
