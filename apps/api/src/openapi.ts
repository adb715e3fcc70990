import type { FastifyInstance } from "fastify";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";

/**
 * The OpenAPI document of every route that declares a schema, built from those schemas, served at
 * /api/docs (UI) and /api/docs/json. Registered on the API instance before the routes, because
 * @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "CarMarket API",
        version: "0.1.0",
        description: "JSON API of the CarMarket marketplace. Query input uses the spec's `?data=` encoding (§7); failures answer `{status: 0, message}`.",
      },
      servers: [{ url: "/" }],
    },
  });
  // The UI links its files from its route prefix, which does not include the API's own prefix (/api) unless told.
  await app.register(fastifySwaggerUi, { routePrefix: "/docs", indexPrefix: app.prefix });
}
