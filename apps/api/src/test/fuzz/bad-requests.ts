import fc from "fast-check";
import type { InjectOptions } from "fastify";
import { MAX_FIELD_CHARS, MAX_JSON_DEPTH } from "../../http/input-guard.js";
import type { ApiOperation, SampleInput } from "./api-operations.js";

// Generators of the malformed requests a careless or hostile client sends (issue #12).

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));

/** Texts that break parsers, number conversions, Postgres text and length limits. */
const badText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    " ",
    "NaN",
    "Infinity",
    "-Infinity",
    "-1",
    "0",
    "1e308",
    "-1e308",
    "1e400",
    "9007199254740993",
    "2147483648",
    "99999999999999999999",
    "0x1F",
    "1.5",
    "null",
    "true",
    "[]",
    "{}",
    "'; drop table users;--",
    "<script>alert(1)</script>",
    "../../etc/passwd",
    "%",
    "%zz",
    "%00",
    "%2500",
    "%ED%A0%80",
    "\u0000",
    "a\u0000b",
    "\ud800",
    "x\udfff",
    "\ufffe",
    "🚗",
    "ＡＢＣ",
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: "binary", maxLength: 20 }),
  fc.string({ unit: fc.oneof(loneSurrogate, fc.constantFrom("\u0000", "a", "%", "=", "&")), maxLength: 10 }),
  fc.integer({ min: 1, max: 3 }).map((k) => "x".repeat(MAX_FIELD_CHARS * k + 1)),
);

/** Numbers past what any field takes (JSON cannot carry NaN or Infinity; see rawNumbers for those). */
const badNumber = fc.oneof(
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 2, 2 ** 31, -(2 ** 31) - 1, -1, 0, 0.5, -0, 1e-300, Number.MAX_SAFE_INTEGER),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** A JSON value of the wrong type or out of range. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  badText,
  badNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(badText, { maxLength: 3 }),
  fc.dictionary(badText, badText, { maxKeys: 3 }),
);

/** Field names the API reads somewhere, for bodies and queries that aim at real fields. */
const FIELD_NAMES = [
  "vin",
  "vin_id",
  "zip",
  "zipcode",
  "email",
  "name",
  "first_name",
  "last_name",
  "phone",
  "title",
  "text",
  "rating",
  "car_id",
  "brand_id",
  "model_id",
  "dealer_id",
  "page",
  "type",
  "data",
  "cookie_id",
  "token",
  "password",
  "new_password",
  "amount",
  "enabled",
  "id",
  "like",
  "dislike",
  "search_url",
  "url",
  "reason",
  "comment",
  "interest",
  "source",
  "latlong",
  "radius",
  "sort",
  "year",
  "path",
  "tab",
  "mode",
  "clear",
  "email_digest",
  "__proto__",
  "constructor",
];

/** Percent-encodes any text, lone surrogates too (as the invalid UTF-8 a broken client sends). */
function percentEncode(text: string): string {
  return text
    .split(/(\p{Cs})/u)
    .map((part, i) => (i % 2 ? "%ED%A0%80" : encodeURIComponent(part)))
    .join("");
}

/** Appends what Postgres or the parsers choke on to an otherwise valid value. */
const poison = fc.constantFrom("\u0000", "\ud800", "\udc00", "\u0000\ud800");

/**
 * The sample with one or two fields spoiled: mostly its own fields (so the rest still passes and the
 * request reaches the database), sometimes other known names or junk keys.
 */
function spoil(sample: Record<string, unknown> | undefined, fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const own = Object.entries(sample ?? {});
  const otherNames = fc.constantFrom(...new Set([...fields, ...FIELD_NAMES]));
  const poisoned = own.length
    ? fc.tuple(fc.constantFrom(...own), poison).map(([[key, value], bad]) => ({ [key]: `${typeof value === "string" ? value : JSON.stringify(value)}${bad}` }))
    : fc.record({ [FIELD_NAMES[0]!]: poison });
  const key = own.length
    ? fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...own.map(([name]) => name)) }, otherNames, badText)
    : fc.oneof(otherNames, badText);
  return fc.oneof(poisoned, { weight: 2, arbitrary: fc.dictionary(key, badValue, { minKeys: 1, maxKeys: 2 }) }).map((changes) => ({ ...sample, ...changes }));
}

const nested = (depth: number, open: string, close: string) => `${open.repeat(depth)}${close.repeat(depth)}`;

/** A body as sent on the wire: spoiled JSON, JSON too deep to walk, numbers JSON.parse makes Infinity, not JSON at all. */
function badBody(op: ApiOperation, sample: SampleInput): fc.Arbitrary<string> {
  const spoiled = spoil(sample.body, op.fields);
  return fc.oneof(
    { weight: 6, arbitrary: spoiled.map((body) => JSON.stringify(body)) },
    fc
      .integer({ min: MAX_JSON_DEPTH + 1, max: 30_000 })
      .chain((depth) =>
        fc.constantFrom(
          nested(depth, "[", "]"),
          `{"a":${nested(depth, "[", "]")}}`,
          `${'{"a":'.repeat(Math.min(depth, 12_000))}1${"}".repeat(Math.min(depth, 12_000))}`,
        ),
      ),
    fc
      .tuple(spoiled, fc.constantFrom("1e400", "-1e400", "1e308", "NaN", "Infinity", "0x10", "01"))
      .map(([body, raw]) => JSON.stringify(body).replace(/^\{/, `{"n":${raw},`)),
    fc
      .tuple(spoiled, fc.constantFrom("\\ud800", "\\udfff", "\\u0000", "\\ud83d\\u0041", "\\x00", "\\u12"))
      .map(([body, raw]) => JSON.stringify(body).replace(/^\{/, `{"s":"${raw}","${raw}":1,`)),
    fc.constantFrom("", "{", '{"a":', "[1,]", "{'a':1}", "null", "[]", '"text"', "42", "true", "a=1&b=2", "<xml/>", '{"__proto__":{"admin":true}}'),
    fc.string({ unit: "binary", maxLength: 200 }),
  );
}

/** Mostly JSON, which every handler reads; the rest tries the parsers. */
const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant("application/json") },
  fc.constantFrom(
    "application/json; charset=utf-8",
    "application/JSON",
    "text/plain",
    "text/csv",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=x",
    "application/xml",
    "application/octet-stream",
    "",
    "json",
  ),
);

/** The query string: spoiled `data=` lists (the §7 encoding, encoded once or twice), plain keys, junk. */
function badQuery(op: ApiOperation, sample: SampleInput): fc.Arbitrary<string> {
  const pairs = spoil(sample.query, op.fields).map((query) =>
    Object.entries(query)
      .map(([key, value]) => `${percentEncode(key)}=${percentEncode(typeof value === "string" ? value : (JSON.stringify(value) ?? ""))}`)
      .join("&"),
  );
  return fc.oneof(
    { weight: 4, arbitrary: pairs.map((list) => `data=${percentEncode(list)}`) },
    { weight: 2, arbitrary: pairs },
    pairs.map((list) => `data=${list}`),
    fc.constantFrom(
      "data=%",
      "data=%E0%A4%A",
      "data=a&data=b",
      "data[]=x",
      "data[a]=1",
      "data=%2500%3D1",
      "&&==&",
      "data=zip%3D%2500",
      `data=${"%41".repeat(3000)}`,
      "a=%ud800",
    ),
    fc.string({ unit: "binary", maxLength: 60 }).map(percentEncode),
  );
}

/** A path parameter: the sample's, or a spoiled one (ids that are not ids, encodings that do not decode). */
function badParam(sample: string | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constant(sample ?? "1"),
    badText.filter((text) => text.length < 300).map(percentEncode),
    fc.constantFrom("%", "%zz", "%00", "..", "%2F", "%2e%2e%2f", "1e308", "-1", "0", "2147483648", "99999999999999999999", "x".repeat(300)),
  );
}

/** One spoiled request to `op`, starting from its sample input. */
export function badRequest(op: ApiOperation, sample: SampleInput, session: string): fc.Arbitrary<InjectOptions> {
  const params = fc.tuple(...op.pathParams.map((name) => badParam(sample.params?.[name])));
  const withBody = op.method !== "GET" && op.method !== "DELETE";
  return fc
    .record({
      params,
      query: fc.option(badQuery(op, sample), { freq: 3 }),
      body: fc.option(badBody(op, sample), { freq: withBody ? 8 : 2 }),
      contentType,
      signedIn: fc.boolean(),
    })
    .map(({ params, query, body, contentType, signedIn }) => {
      let url = op.path;
      op.pathParams.forEach((name, i) => (url = url.replace(`{${name}}`, params[i] ?? "")));
      const headers: Record<string, string> = {};
      if (body !== null && contentType) headers["content-type"] = contentType;
      if (signedIn && !sample.anonymous) headers.cookie = session;
      return {
        method: op.method as InjectOptions["method"],
        url: query === null ? url : `${url}?${query}`,
        headers,
        ...(body === null ? {} : { payload: body }),
      };
    });
}
