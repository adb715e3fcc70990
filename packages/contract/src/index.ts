/**
 * The CarMarket API contract (ADR 244): every §7 call declared once, as valibot schemas, for the
 * API (validation, answer shapes, OpenAPI) and the typed client.
 */
export {};
