import type { SearchAds } from "@carmarket/contract";

/** The ad slots a search-ads service can fill: the article's four queries (§3 ads_query) and the §9 top banner. */
const SEARCH_AD_SLOT_NAMES = ["sidebar", "post", "in_content_1", "in_content_2", "Above-News-Title"] as const;

/**
 * The search-ads service of §7 ("a text-ad script is loaded from a search-ads service when ads are
 * active"), from SEARCH_ADS_SCRIPT_URL, SEARCH_ADS_CLIENT and SEARCH_ADS_SLOTS (`name=id` pairs,
 * comma-separated), or null when none is set: then no page renders an ad slot and the CSP allows no ad
 * origin (ADR 295). A half-set or malformed service is refused at start with the setting's name.
 */
export function readSearchAds(env: NodeJS.ProcessEnv): SearchAds | null {
  const scriptUrl = env.SEARCH_ADS_SCRIPT_URL?.trim() ?? "";
  const client = env.SEARCH_ADS_CLIENT?.trim() ?? "";
  const slotsText = env.SEARCH_ADS_SLOTS?.trim() ?? "";
  if (!scriptUrl && !client && !slotsText) return null;
  if (!scriptUrl || !client || !slotsText) throw new Error("SEARCH_ADS_SCRIPT_URL, SEARCH_ADS_CLIENT and SEARCH_ADS_SLOTS are set together or not at all.");
  let url: URL;
  try {
    url = new URL(scriptUrl);
  } catch {
    throw new Error("SEARCH_ADS_SCRIPT_URL must be an absolute URL.");
  }
  // Plain http only for a stub on this machine; a real service is https.
  const loopback = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback)) throw new Error("SEARCH_ADS_SCRIPT_URL must be https (http only on loopback).");
  if (!/^[\w.:-]{1,100}$/.test(client)) throw new Error("SEARCH_ADS_CLIENT must be letters, digits, '.', ':', '_' or '-'.");
  const slots: Record<string, string> = {};
  for (const pair of slotsText.split(",")) {
    const [name = "", id = "", ...rest] = pair.split("=").map((part) => part.trim());
    if (!(SEARCH_AD_SLOT_NAMES as readonly string[]).includes(name) || !/^[\w.:-]{1,100}$/.test(id) || rest.length > 0)
      throw new Error(`SEARCH_ADS_SLOTS: "${pair.trim()}" is not name=id with a name among ${SEARCH_AD_SLOT_NAMES.join(", ")}.`);
    slots[name] = id;
  }
  return { script_url: url.href, origin: url.origin, client, slots };
}
