import type { Db } from "../db/database.js";

/** Ad slots the apps render by flag (§4 "Sidebar ad rendered by slot flags"). */
export const AD_SLOTS = ["Above-News-Title", "carIndigo_above_sidebar_news", "Half-page-News-1"] as const;

export type AdSlot = (typeof AD_SLOTS)[number];

/** A site flag: '1' on, '0' off (§4: "the popup shows only when a site flag is '1'"). */
export type SiteFlag = "1" | "0";

/** What GET /site-config answers. */
export interface SiteConfig {
  site_name: string;
  light_header: SiteFlag;
  zip_popup: SiteFlag;
  ad_slots: Record<AdSlot, SiteFlag>;
}

const AD_SLOT_PREFIX = "ad_slot:";

function flag(value: string | undefined): SiteFlag {
  return value === "1" ? "1" : "0";
}

/** Reads the site config rows (seeded by migration 0002) into the answer shape; a missing flag reads '0'. */
export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const rows = await db.selectFrom("site_config").select(["key", "value"]).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return {
    site_name: values.get("site_name") ?? "CarMarket",
    light_header: flag(values.get("light_header")),
    zip_popup: flag(values.get("zip_popup")),
    ad_slots: Object.fromEntries(AD_SLOTS.map((slot) => [slot, flag(values.get(`${AD_SLOT_PREFIX}${slot}`))])) as Record<AdSlot, SiteFlag>,
  };
}
