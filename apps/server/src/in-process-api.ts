import type { FastifyInstance } from "fastify";
import inject from "light-my-request";
import type { ApiInject } from "./web-app.js";

/**
 * How renders call the API on this instance (ADR 247): a request without a socket, through every hook and
 * route an HTTP request meets. It goes to the server's router, not `server.inject`, which refuses once
 * `close()` began: a page still rendering during the drain (ADR 240) gets its API answers and finishes.
 */
export function inProcessApi(server: FastifyInstance): ApiInject {
  return (request) => inject(server.routing, request);
}
