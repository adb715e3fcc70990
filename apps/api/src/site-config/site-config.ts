import { AD_SLOTS, type SearchAds, type SiteConfig, type SiteFlag } from "@carmarket/contract";
import type { Db } from "../db/database.js";

const AD_SLOT_PREFIX = "ad_slot:";

function flag(value: string | undefined): SiteFlag {
  return value === "1" ? "1" : "0";
}

/**
 * Reads the site config rows (seeded by migration 0002) into the answer shape; a missing flag reads '0'.
 * The search-ads service is the server's setting, not a row: the CSP must allow its origin (ADR 295).
 */
export async function readSiteConfig(db: Db, searchAds: SearchAds | null = null): Promise<SiteConfig> {
  const rows = await db.selectFrom("site_config").select(["key", "value"]).execute();
  const values = new Map(rows.map((row) => [row.key, row.value]));
  return {
    site_name: values.get("site_name") ?? "CarMarket",
    light_header: flag(values.get("light_header")),
    zip_popup: flag(values.get("zip_popup")),
    ad_slots: Object.fromEntries(AD_SLOTS.map((slot) => [slot, flag(values.get(`${AD_SLOT_PREFIX}${slot}`))])) as SiteConfig["ad_slots"],
    search_ads: searchAds,
  };
}
