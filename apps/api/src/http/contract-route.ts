import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";
import { toJsonSchema, type ConversionConfig } from "@valibot/to-json-schema";
import type * as v from "valibot";
import { errorAnswer, type AnswerOf, type Operation, type ParamsOf, type ParsedBodyOf, type ParsedQueryOf } from "@carmarket/contract";
import { parseOrThrow, readDataQuery } from "./data-query.js";

/** What a handler gets: the operation's input, already validated by the contract's schemas. */
interface OperationInput<TOperation extends Operation> {
  params: ParamsOf<TOperation>;
  query: ParsedQueryOf<TOperation>;
  body: ParsedBodyOf<TOperation>;
}

/**
 * A handler answers the 200 answer, or the reply itself after choosing another status (one of the operation's
 * `otherAnswers`, serialized by its schema).
 */
export type OperationHandler<TOperation extends Operation> = (
  input: OperationInput<TOperation>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<AnswerOf<TOperation>> | Promise<FastifyReply>;

/** Route options beyond the contract: rate limits (`preHandler`), `config`, `bodyLimit`. */
export type RouteExtras = Omit<RouteShorthandOptions, "schema" | "validatorCompiler">;

/**
 * Registers one operation of the contract (ADR 244): its input is validated with its valibot schemas (the
 * §5 messages, answered `{status: 0, message}` with 400), its answer is serialized by its answer schema (a
 * field the contract does not declare is never sent), and its OpenAPI entry is generated from the same schemas.
 * `routeOperation(app, contract.getHealth).handle(async () => …)`: the handler comes in a second call, once the
 * operation's type is fixed, so its answer is checked against the contract (literal fields included).
 */
export function routeOperation<TOperation extends Operation>(app: FastifyInstance, operation: TOperation, extras: RouteExtras = {}) {
  return {
    handle(handler: OperationHandler<TOperation>): void {
      app.route({
        ...extras,
        method: operation.method,
        url: operation.path,
        schema: openApiSchema(operation),
        // The JSON schemas describe; valibot validates (one set of rules and messages with the browser).
        validatorCompiler: () => (data) => ({ value: data }),
        handler: async (request, reply) => {
          const input = {
            params: operation.params ? parseOrThrow(operation.params, pathParams(operation, request.params)) : undefined,
            query: operation.query ? readDataQuery(request.query, operation.query) : undefined,
            // A missing body is an empty form: each required field is named in the refusal.
            body: operation.body ? parseOrThrow(operation.body, request.body ?? {}) : undefined,
          } as OperationInput<TOperation>;
          return handler(input, request, reply);
        },
      });
    },
  };
}

/** A path ending in `*` (§7 "Car data" takes a whole page path) hands its rest on as the `path` parameter. */
function pathParams(operation: Operation, params: unknown): unknown {
  if (!operation.path.endsWith("*")) return params;
  return { path: (params as Record<string, string | undefined>)["*"] };
}

const REQUEST: ConversionConfig = { target: "draft-2020-12", typeMode: "input", errorMode: "ignore" };
const ANSWER: ConversionConfig = { target: "draft-2020-12", typeMode: "output", errorMode: "ignore" };

/** A valibot schema as a JSON schema for Fastify and the OpenAPI document (no `$schema` key inside one). */
function jsonSchema(schema: v.GenericSchema, config: ConversionConfig): Record<string, unknown> {
  const { $schema: _, ...rest } = toJsonSchema(schema, config) as Record<string, unknown>;
  return rest;
}

const FAILURES = { 400: "Refused input", 404: "Not found", 429: "Over the call budget", 503: "Overloaded or unavailable, retry after `Retry-After`" };

function openApiSchema(operation: Operation): Record<string, unknown> {
  const error = jsonSchema(errorAnswer, ANSWER);
  const response: Record<number, unknown> = {
    200: operation.answerMedia
      ? { description: "OK", content: { [operation.answerMedia]: { schema: jsonSchema(operation.answer, ANSWER) } } }
      : { description: "OK", ...jsonSchema(operation.answer, ANSWER) },
    ...Object.fromEntries(Object.entries(FAILURES).map(([status, description]) => [status, { ...error, description }])),
  };
  for (const [status, other] of Object.entries(operation.otherAnswers ?? {}))
    response[Number(status)] = { description: other.description, ...jsonSchema(other.schema, ANSWER) };
  return {
    operationId: operation.id,
    tags: [operation.tag],
    summary: operation.summary,
    ...(operation.description ? { description: operation.description } : {}),
    ...(operation.params ? { params: jsonSchema(operation.params, REQUEST) } : {}),
    ...(operation.query ? { querystring: dataQuerySchema(operation.query) } : {}),
    ...(operation.body ? { body: jsonSchema(operation.body, REQUEST) } : {}),
    ...(operation.bodyMedia ? { consumes: [operation.bodyMedia] } : {}),
    response,
  };
}

/**
 * §7 sends a read's keys as one `data=` list of URL-encoded `key=value` pairs; the API takes them as plain
 * keys too. The document lists `data` first, then each key with its own schema.
 */
function dataQuerySchema(query: NonNullable<Operation["query"]>): Record<string, unknown> {
  const keys = jsonSchema(query, REQUEST) as { properties?: Record<string, unknown> };
  const names = Object.keys(keys.properties ?? {});
  return {
    type: "object",
    properties: {
      data: { type: "string", description: `URL-encoded key=value list (§7) of the keys below: ${names.join(", ")}.` },
      ...keys.properties,
    },
  };
}
