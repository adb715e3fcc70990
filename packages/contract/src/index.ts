/**
 * The CarMarket API contract (ADR 244): every §7 call declared once, as valibot schemas, for the
 * API (validation, answer shapes, OpenAPI) and the typed client.
 */
export {
  TAGS,
  defineOperations,
  type OperationInput,
  type Tag,
  type Method,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ParsedQueryOf,
  type DataListValue,
  type BodyOf,
  type ParsedBodyOf,
  type AnswerOf,
} from "./operation.js";
export { errorAnswer, type ErrorAnswer } from "./answers.js";
export * from "./system.js";
export * from "./query-fields.js";
export * from "./listing-filters.js";
export * from "./brands.js";
export * from "./inventory.js";
export * from "./location.js";
export * from "./dealers.js";
export * from "./research.js";
export * from "./news.js";
export * from "./accounts.js";
export * from "./saved.js";
export * from "./leads.js";
export * from "./alerts.js";
export * from "./site.js";
export * from "./vin.js";
export { contract, operations } from "./operations.js";
