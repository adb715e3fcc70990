import type { FastifyPluginAsync } from "fastify";
import fastifyStatic from "@fastify/static";
import { NotFoundError } from "../http/errors.js";

/** A stored photo's file: its content address and a variant name such as `760x425@2x.webp`. */
const HASH = /^[0-9a-f]{64}$/;
const FILE = /^\d{2,4}x\d{2,4}(?:@2x)?\.(?:webp|jpg)$/;

/**
 * GET /media/{hash}/{file}: the dealers' photos from our own origin (CSP `img-src 'self'`), cached for a
 * year as immutable: a file's address is its content's hash, so it never changes (ADR 283). Any other
 * name is the API's 404, so nothing else in MEDIA_DIR can be asked for.
 */
export const mediaRoutes: FastifyPluginAsync<{ mediaDir: string }> = async (app, { mediaDir }) => {
  await app.register(fastifyStatic, { root: mediaDir, serve: false, immutable: true, maxAge: "365d", acceptRanges: false });
  app.get(
    "/media/:hash/:file",
    {
      schema: {
        summary: "A dealer's photo at a §9 size (e.g. 760x425@2x.webp), content-addressed and immutable",
        tags: ["images"],
        params: { type: "object", properties: { hash: { type: "string" }, file: { type: "string" } }, required: ["hash", "file"] },
      },
    },
    (request, reply) => {
      const { hash, file } = request.params as { hash: string; file: string };
      if (!HASH.test(hash) || !FILE.test(file)) throw new NotFoundError("No such image.");
      return reply.sendFile(`${hash.slice(0, 2)}/${hash}/${file}`);
    },
  );
};
