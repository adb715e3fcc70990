import * as v from "valibot";
import { SEARCH_KEYS } from "@carmarket/routes";
import { ZIP_PATTERN } from "@carmarket/validation";
import { defineOperations } from "./operation.js";

/** Ad slots the apps render by flag (§4 "Sidebar ad rendered by slot flags"). */
export const AD_SLOTS = ["Above-News-Title", "carIndigo_above_sidebar_news", "Half-page-News-1"] as const;
export type AdSlot = (typeof AD_SLOTS)[number];

/** A site flag: '1' on, '0' off (§4: "the popup shows only when a site flag is '1'"). */
const siteFlag = v.picklist(["1", "0"]);
export type SiteFlag = v.InferOutput<typeof siteFlag>;

/**
 * The search-ads service whose script fills the ad slots (§7), as the server is configured (ADR 295):
 * the script's URL and origin, the site's client id, and the service's slot id per slot name (an
 * article's ads_query key or the 'Above-News-Title' banner). A slot without an id is not rendered.
 */
export const searchAds = v.object({
  script_url: v.string(),
  origin: v.string(),
  client: v.string(),
  slots: v.record(v.string(), v.string()),
});
export type SearchAds = v.InferOutput<typeof searchAds>;

/** Answer of `getSiteConfig`. */
export const siteConfig = v.object({
  site_name: v.string(),
  light_header: siteFlag,
  zip_popup: siteFlag,
  ad_slots: v.object(Object.fromEntries(AD_SLOTS.map((slot) => [slot, siteFlag])) as Record<AdSlot, typeof siteFlag>),
  /** null: no service is set, so no page renders an ad slot (issue #27.4). */
  search_ads: v.nullable(searchAds),
});
export type SiteConfig = v.InferOutput<typeof siteConfig>;

/** Largest tracking payload kept, as JSON text (the table is append-only, so it must stay bounded). */
export const MAX_EVENT_PAYLOAD_BYTES = 4096;

export const EVENT_MESSAGES = {
  payload: "Tracking data must be a JSON object.",
  tooLarge: `Tracking data must be at most ${MAX_EVENT_PAYLOAD_BYTES} bytes.`,
  name: "Unknown event.",
  zip: "Invalid zipcode",
  vin: "Invalid VIN.",
  filters: "Unknown search filter.",
  text: "The typed search must be text.",
} as const;

/** Whether `value` as JSON text fits a row of the append-only events table. */
function fitsEventTable(value: unknown): boolean {
  return new TextEncoder().encode(JSON.stringify(value)).length <= MAX_EVENT_PAYLOAD_BYTES;
}

/** The caller's payload of /interact/click, /listing and /campaign (§7: not specified): any small JSON object. */
export const trackingPayloadSchema = v.pipe(
  v.custom<Record<string, unknown>>((input) => typeof input === "object" && input !== null && !Array.isArray(input), EVENT_MESSAGES.payload),
  v.check((value) => fitsEventTable(value), EVENT_MESSAGES.tooLarge),
  v.description(`Any JSON object of at most ${MAX_EVENT_PAYLOAD_BYTES} bytes (§7 leaves it open).`),
);

/** One search filter's value as the listing URL holds it: a word, or the words of a multi-value key. */
const filterValue = v.union(
  [v.pipe(v.string(), v.maxLength(100)), v.pipe(v.array(v.pipe(v.string(), v.maxLength(100))), v.maxLength(30))],
  EVENT_MESSAGES.filters,
);

/**
 * Issue #17's `search_query`: the filters a typed search was read as, with the words as typed only when they hold
 * no email address or phone number (the API drops them otherwise, whoever sent them).
 */
const searchQueryEvent = v.pipe(
  v.object({
    name: v.literal("search_query"),
    filters: v.record(v.picklist(SEARCH_KEYS, EVENT_MESSAGES.filters), filterValue),
    text: v.optional(v.string(EVENT_MESSAGES.text)),
  }),
  v.check((value) => fitsEventTable(value), EVENT_MESSAGES.tooLarge),
);

/** The analytics events of §7 with their fields: zip_submit (zipcode), zippop_closed, leadform_opened, vin_clicked (vin_id); and #17's search_query. */
export const analyticsEventSchema = v.variant(
  "name",
  [
    v.object({ name: v.literal("zip_submit"), zipcode: v.pipe(v.string(EVENT_MESSAGES.zip), v.regex(ZIP_PATTERN, EVENT_MESSAGES.zip)) }),
    v.object({ name: v.literal("zippop_closed") }),
    v.object({ name: v.literal("leadform_opened"), vin_id: v.optional(v.pipe(v.string(EVENT_MESSAGES.vin), v.maxLength(17, EVENT_MESSAGES.vin))) }),
    v.object({ name: v.literal("vin_clicked"), vin_id: v.pipe(v.string(EVENT_MESSAGES.vin), v.maxLength(17, EVENT_MESSAGES.vin)) }),
    searchQueryEvent,
  ],
  EVENT_MESSAGES.name,
);
export type AnalyticsEvent = v.InferInput<typeof analyticsEventSchema>;

/** Answer of the tracking calls. */
export const trackAnswer = v.pipe(v.object({ status: v.literal(1) }), v.examples([{ status: 1 as const }]));
export type TrackAnswer = v.InferOutput<typeof trackAnswer>;

const TRACKING = "Stored append-only as an analytics event; 120 a minute per address.";

const trackingCall = (path: string, summary: string) =>
  ({ method: "POST", path, tag: "site", summary, description: TRACKING, body: trackingPayloadSchema, answer: trackAnswer }) as const;

export const siteOperations = defineOperations({
  getSiteConfig: {
    method: "GET",
    path: "/site-config",
    tag: "site",
    summary: "Get the site flags every page reads",
    description: "§4: the ZIP popup, light header and ad-slot flags, and the search-ads service when one is set (§7); cached for a minute.",
    answer: v.pipe(
      siteConfig,
      v.examples([
        {
          site_name: "CarMarket",
          light_header: "0" as const,
          zip_popup: "1" as const,
          ad_slots: { "Above-News-Title": "1" as const, carIndigo_above_sidebar_news: "1" as const, "Half-page-News-1": "1" as const },
          search_ads: null,
        },
      ]),
    ),
  },
  trackClick: trackingCall("/interact/click", "Record a click"),
  trackListing: trackingCall("/interact/listing", "Record a listing view"),
  trackCampaign: trackingCall("/interact/campaign", "Record a campaign visit"),
  trackEvent: {
    method: "POST",
    path: "/interact/event",
    tag: "site",
    summary: "Record a §7 analytics event",
    description: TRACKING,
    body: analyticsEventSchema,
    answer: trackAnswer,
  },
});
