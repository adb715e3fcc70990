// JSON schemas of the catalogue routes for the OpenAPI document (/api/docs). Input is validated by
// valibot inside the handlers (the §7 `data=` list is one encoded string); these schemas describe it.
// Objects allow additional properties so the serializer never drops a §3 field a schema does not list.

/** `?data=` + URL-encoded key=value list (§7), with the keys this call reads. */
export function dataQuery(keys: string) {
  return {
    type: "object",
    properties: { data: { type: "string", description: `URL-encoded key=value list (§7). Keys: ${keys}` } },
    additionalProperties: { type: "string" },
  } as const;
}

export const errorResponse = {
  type: "object",
  properties: { status: { type: "integer", enum: [0] }, message: { type: "string" } },
  required: ["status", "message"],
} as const;

const open = (properties: Record<string, unknown>, description?: string) =>
  ({ type: "object", properties, additionalProperties: true, ...(description ? { description } : {}) }) as const;

/** §3 listing card: the fields of a search result (absent when the feed did not fill them). */
export const listingCardSchema = open(
  {
    _id: { type: "string", description: "VIN" },
    vin_name: { type: "string" },
    year: { type: "integer" },
    brand_name: { type: "string" },
    model_name: { type: "string" },
    price: { type: "integer", description: "0 = No Dealer Price (§9)" },
    mileage: { type: "integer" },
    expected_price: { type: "integer" },
    deal_value: { type: "string", description: "§9 deal label" },
    dist: { type: "integer", description: "metres" },
    url: { type: "string" },
  },
  "§3 listing card",
);

export const listingListSchema = { type: "array", items: listingCardSchema } as const;

export const facetsSchema = {
  type: "object",
  additionalProperties: {
    type: "array",
    items: { type: "object", properties: { name: { type: "string" }, count: { type: "integer" } } },
  },
} as const;

export const dealerSchema = open(
  {
    id: { type: "integer" },
    name: { type: "string" },
    rating: { type: "number" },
    rating_count: { type: "integer" },
    contact: { type: "object", additionalProperties: { type: "string" } },
    timing: { type: "object", additionalProperties: { type: "string" } },
  },
  "§3 dealer info",
);

export const reviewSchema = open({
  id: { type: "integer" },
  rating: { type: "integer" },
  title: { type: "string" },
  text: { type: "string" },
  author_name: { type: "string" },
  created_at: { type: "string" },
  likes: { type: "integer" },
  dislikes: { type: "integer" },
});

export const idParams = { type: "object", properties: { id: { type: "string" } }, required: ["id"] } as const;

/** Responses of a call: its success schema plus the `{status: 0, message}` failures. */
export function responses(ok: unknown) {
  return { 200: ok, 400: errorResponse, 404: errorResponse };
}

export { open as openObject };
