import type { FastifyInstance } from "fastify";
import { BadRequestError } from "./errors.js";

/** Deepest nesting of objects and arrays a JSON body may have; no call of the API takes more than 3. */
export const MAX_JSON_DEPTH = 32;

/**
 * Longest text one field may hold when its call sets no tighter limit. The longest real field is a
 * dealer review's text (4,000 characters); the body limit alone would let one field take 64 KB.
 */
export const MAX_FIELD_CHARS = 8192;

/** Answers of requests refused at the edge (the spec words none of these: §8 "Other errors not shown"). */
export const INPUT_MESSAGES = {
  character: "The request contains a character that is not allowed.",
  depth: "The request is nested too deeply.",
  number: "A number in the request is out of range.",
  length: `A text field is too long (${MAX_FIELD_CHARS.toLocaleString("en-US")} characters at most).`,
  json: "The request body is not valid JSON.",
} as const;

// NUL, which Postgres text cannot hold (22021), and a UTF-16 half without its pair (\p{Cs} in a
// u-mode pattern matches only unpaired ones), which has no UTF-8 form (22P05 in jsonb).
const FORBIDDEN_CHARACTER = /[\0\p{Cs}]/u;

/** Refuses a text with a character no column can store; `field` texts are also held to MAX_FIELD_CHARS. */
export function assertStorableText(text: string, field = true): void {
  if (FORBIDDEN_CHARACTER.test(text)) throw new BadRequestError(INPUT_MESSAGES.character);
  if (field && text.length > MAX_FIELD_CHARS) throw new BadRequestError(INPUT_MESSAGES.length);
}

/**
 * Refuses numbers the API never takes: not finite (`1e400` parses to Infinity) or beyond the exactly
 * representable integers, where `1e308` is "a whole number" to valibot and overflows every column.
 */
function assertUsableNumber(value: number): void {
  if (!Number.isFinite(value) || Math.abs(value) > Number.MAX_SAFE_INTEGER) throw new BadRequestError(INPUT_MESSAGES.number);
}

/** Checks every text (keys too) and number of a parsed input; a top-level string is a document (text/csv), not a field. */
function assertSafeInput(value: unknown, depth = 0): void {
  if (depth > MAX_JSON_DEPTH) throw new BadRequestError(INPUT_MESSAGES.depth);
  if (typeof value === "string") assertStorableText(value, depth > 0);
  else if (typeof value === "number") assertUsableNumber(value);
  else if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      assertStorableText(key);
      assertSafeInput(item, depth + 1);
    }
  }
}

/** How deep `{`/`[` nest in a JSON text, counted without parsing, stopping past `limit`. */
export function exceedsJsonDepth(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * The API's input edge, before any handler or database call: JSON bodies are refused past
 * MAX_JSON_DEPTH before they are parsed (walking a deeper one overflows the stack), and every text and
 * number of body, query and path parameters is checked once here instead of in each route.
 */
export function registerInputGuard(app: FastifyInstance, bodyLimit: number): void {
  // Fastify's parser keeps its prototype-poisoning protection; a parse failure gets one fixed answer
  // instead of the parser's, which quotes the body back.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit }, (request, body, done) => {
    const text = body as string;
    if (exceedsJsonDepth(text)) return done(new BadRequestError(INPUT_MESSAGES.depth), undefined);
    parseJson(request, text, (error, value) => (error ? done(new BadRequestError(INPUT_MESSAGES.json), undefined) : done(null, value)));
  });
  app.addHook("preValidation", async (request) => {
    assertSafeInput(request.params);
    assertSafeInput(request.query);
    assertSafeInput(request.body);
  });
}
