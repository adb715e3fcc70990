import type { FastifyInstance } from "fastify";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import { TAGS } from "@carmarket/contract";
import { SESSION_COOKIE } from "./auth/session-cookie.js";

/**
 * The OpenAPI 3.1 document of every route, generated from the contract's schemas (ADR 244), served at
 * /api/docs (UI) and /api/docs/json. Registered on the API instance before the routes, because
 * @fastify/swagger collects routes as they are added.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "CarMarket API",
        version: "0.1.0",
        description: "JSON API of the CarMarket marketplace. Query input uses the spec's `?data=` encoding (§7); failures answer `{status: 0, message}`.",
        license: { name: "MIT", identifier: "MIT" },
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE, description: "The browser's HttpOnly session (§6)." },
          bearer: { type: "http", scheme: "bearer", description: "The same token, as server rendering forwards it." },
        },
      },
      // Every call answers visitors; a signed-in shopper's session widens what some calls answer or allow.
      security: [{}, { session: [] }, { bearer: [] }],
      tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    },
    // A route ending in `*` takes the rest of the path, which the contract names `path` (contract-route.ts).
    transform: ({ schema, url }) => ({ schema, url: url.endsWith("*") ? `${url.slice(0, -1)}:path` : url }),
  });
  // The UI links its files from its route prefix, which does not include the API's own prefix (/api) unless told.
  await app.register(fastifySwaggerUi, { routePrefix: "/docs", indexPrefix: app.prefix });
}
