import type { InjectOptions } from "fastify";
import type { FuzzTargets } from "./fuzz-api.js";

/** One operation of the API's OpenAPI document (/api/docs/json). */
export interface ApiOperation {
  method: string;
  /** The OpenAPI path, e.g. `/api/dealers/{id}/reviews`. */
  path: string;
  pathParams: string[];
  /** Query and body field names the document declares (often none: most calls validate in the handler). */
  fields: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: { content?: Record<string, { schema?: { properties?: object } }> } }>
  >;
}

/** Every operation of the document, with the names it declares. */
export function readOperations(document: OpenApiDocument): ApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      pathParams: (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name),
      fields: [
        ...(operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        ...Object.values(operation.requestBody?.content ?? {}).flatMap((media) => Object.keys(media.schema?.properties ?? {})),
      ],
    })),
  );
}

/** A request an operation accepts (as far as the fuzz knows), which the fuzz then spoils. */
export interface SampleInput {
  params?: Record<string, string>;
  /** Keys of the §7 `data=` list (or plain query keys). */
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Sent without the fuzz user's session (signing out would end it for the rest of the run). */
  anonymous?: true;
}

/**
 * Valid inputs of the calls whose document does not describe them, so a spoiled field reaches the
 * handler's database work instead of stopping at "x is required.". Keyed by `METHOD path`.
 */
export function sampleInputs(t: FuzzTargets): Record<string, SampleInput> {
  const lead = {
    name: "Grace Hopper",
    email: "grace@example.com",
    zip: "94103",
    interest: "Is it available?",
    vin: t.vin,
    source: "desktop",
    page: "single_vin",
  };
  const review = { rating: 4, title: "Friendly and quick", text: "They had the car ready when I arrived.", name: "Ann Lee", email: "ann@example.com" };
  const password = "Tr4vel@Wagon!";
  return {
    "GET /api/inventory/listingdata": { query: { zip: "10001", radius: "100", sort: "price_asc", page: "1" } },
    "GET /api/inventory/vindata": { query: { vin: t.vin } },
    "GET /api/inventory/similarvins": { query: { vin: t.vin, zip: "10001" } },
    "GET /api/inventory/graph": { query: { vin: t.vin } },
    "GET /api/inventory/compare-graph/{id}": { params: { id: t.vin } },
    "GET /api/vin/{vin}": { params: { vin: t.vin } },
    "GET /api/location/zip": { query: { zipcode: "10001", url: "/used-cars" } },
    "GET /api/location/latlong": { query: { latlong: "40.7,-74.0" } },
    "GET /api/inventory/subfooterdata": { query: { zip: "10001", url: "/used-cars" } },
    "GET /api/brands": { query: { mode: "sale" } },
    "GET /api/inventory/models": { query: { brand_id: "1", is_new: "1" } },
    "GET /api/dealers": { query: { zip: "10001", radius: "50", page: "1" } },
    "GET /api/dealers/{id}": { params: { id: String(t.dealerId) } },
    "GET /api/dealers/{id}/reviews": { params: { id: String(t.dealerId) } },
    "POST /api/dealers/{id}/reviews": { params: { id: String(t.dealerId) }, body: review },
    "POST /api/dealer-user-reviews/like/{id}": { params: { id: String(t.dealerReviewId) }, body: { like: true, cookie_id: "0123456789abcdef0123" } },
    "POST /api/dealer-user-reviews/dislike/{id}": { params: { id: String(t.dealerReviewId) }, body: { dislike: true, cookie_id: "0123456789abcdef0123" } },
    "GET /api/images/{body}/{color}/{file}": { params: { body: "sedan", color: "red", file: "main.svg" } },
    "POST /api/dev/feeds/{dealerId}": { params: { dealerId: String(t.dealerId) } },
    "POST /api/auth/sign-up": {
      body: { first_name: "Ada", last_name: "Lovelace", email: "ada@example.com", phone: "(555) 123-4567", password, confirm_password: password },
    },
    "POST /api/auth/sign-in": { body: { email: "fuzz@example.com", password: "wrong-Passw0rd!" }, anonymous: true },
    "POST /api/auth/sign-out": { anonymous: true },
    "POST /api/auth/verify-email": { body: { token: "abc" } },
    "POST /api/auth/resend-verification": { body: { email: "ada@example.com" } },
    "POST /api/auth/forgot-password": { body: { email: "ada@example.com" } },
    "POST /api/auth/reset-password": { body: { token: "abc", password } },
    "POST /api/auth/change-password": { body: { old_password: "wrong-Passw0rd!", new_password: password } },
    "PUT /api/user/me": { body: { name: "Fuzz Tester", phone: "(555) 123-4567", payment_id: "fuzz@example.com" } },
    "PUT /api/user/communication": { body: { enabled: true } },
    "POST /api/user/payment-request": { body: { amount: 10 } },
    "GET /api/get_cookie_data": { query: { type: "vin,search", format: "partial", cookie_id: "0123456789abcdef0123" } },
    "POST /api/save_cookie_data": { body: { type: "vin", data: t.vin, cookie_id: "0123456789abcdef0123" } },
    "POST /api/remove_cookie_data": { body: { type: "vin", data: t.vin, cookie_id: "0123456789abcdef0123" } },
    "POST /api/user/saved/vins": { body: { vin_id: t.vin, url: "/used-cars?vin=x", vin_data: "{}" } },
    "DELETE /api/user/saved/vins/{vin_id}": { params: { vin_id: t.vin } },
    "POST /api/user/saved/searches": { body: { search_url: "/used-cars/toyota" } },
    "DELETE /api/user/saved/searches/{id}": { params: { id: "1" } },
    "POST /api/leads": { body: lead },
    "POST /api/alerts/price-drop": { body: { vin: t.vin, email: "ada@example.com" } },
    "GET /api/alerts/unsubscribe": { query: { token: "abc" } },
    "GET /api/alerts/search-digest/unsubscribe": { query: { token: "abc" } },
    "DELETE /api/user/alerts/{id}": { params: { id: "1" } },
    "PUT /api/user/saved/searches/digest": { body: { search_url: "/used-cars/toyota", email_digest: true } },
    "POST /api/interact/click": { body: { target: "card", vin: t.vin } },
    "POST /api/interact/listing": { body: { vin: t.vin } },
    "POST /api/interact/campaign": { body: { utm_source: "mail" } },
    "POST /api/interact/vinfeedback": { body: { vin: t.vin, reason: "Incorrect PRICE", comment: "Lower on their site." } },
    "POST /api/interact/event": { body: { name: "zip_submit", zipcode: "10001" } },
    "GET /api/dev/mailbox/{id}": { params: { id: "1" } },
    "GET /api/news": { query: { page: "1" } },
    "GET /api/news/{slug}": { params: { slug: t.newsSlug } },
    "GET /api/news/category/{slug}": { params: { slug: "reviews" }, query: { page: "1" } },
    "GET /api/authors/{slug}": { params: { slug: "editorial" } },
    "GET /api/models": { query: { brand_id: "1", for_home: "1", is_slug_required: "1" } },
    "GET /api/rankings/list": { query: { submodel_family: "sedan" } },
    "GET /api/inventory/car/data/{*}": { params: { "*": String(t.carId) }, query: { tab: "reviews" } },
    "GET /api/reviews": { query: { car_id: String(t.carId), page: "1" } },
    "POST /api/reviews": { body: { car_id: t.carId, ...review, text: "Quiet, roomy and cheap to run every day." } },
    "GET /api/pages/resolve": { query: { path: "/toyota/camry" } },
    "GET /api/compare/{slug}": { params: { slug: "toyota-camry-vs-honda-accord" } },
    "GET /api/sitemap-{page}.xml": { params: { page: "1" } },
    "GET /api/images/news/{slug}/{file}": { params: { slug: t.newsSlug, file: "hero.svg" } },
    "GET /api/images/research/{slug}/{file}": { params: { slug: "toyota-camry", file: "front.svg" } },
  };
}

/** The request `sample` describes for `op`, unspoiled: its query as plain keys, signed in with `session` unless anonymous. */
export function sampleRequest(op: ApiOperation, sample: SampleInput, session: string): InjectOptions {
  let url = op.path;
  for (const name of op.pathParams) url = url.replace(`{${name}}`, encodeURIComponent(sample.params?.[name] ?? "1"));
  const query = new URLSearchParams(sample.query ?? {}).toString();
  return {
    method: op.method as InjectOptions["method"],
    url: query ? `${url}?${query}` : url,
    headers: sample.anonymous ? {} : { cookie: session },
    ...(sample.body ? { payload: sample.body } : {}),
  };
}
