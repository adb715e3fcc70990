import type { FastifyInstance } from "fastify";
import type { ApiMetrics } from "./api-metrics.js";

/**
 * Times every response of `app` (pages and assets too when it is the server's root) by its route
 * pattern: Fastify's routeOptions.url, so `/used-cars/toyota` and `/used-cars/honda` are one `/*` and
 * the label set stays bounded. Node's parser accepts only the methods it knows, so those are bounded too.
 */
export function recordRequestMetrics(app: FastifyInstance, metrics: ApiMetrics): void {
  app.addHook("onResponse", async (request, reply) => {
    const labels = { method: request.method, route: request.routeOptions.url ?? "unmatched", status_code: reply.statusCode };
    metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
