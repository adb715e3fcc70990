// §2.3/§2.4 URL rules for overlays. Local until @carmarket/routes exports `overlayFromHash` and
// `leadPopupDelay` (ADR 084); then these move there and the store imports them.

/** §2.4 overlays by name: the id the page marks as open and the URL hash that opens it. */
export const OVERLAYS = {
  reviewSearch: { id: "search-open", hash: "ReviewSidebar" },
  usedInventorySearch: { id: "UsedInventorySidebar", hash: "UsedInventorySidebar" },
  newInventorySearch: { id: "NewInventorySidebar", hash: "NewInventorySidebar" },
  inventorySearch: { id: "InventorySidebar", hash: "InventorySidebar" },
  rankingSearch: { id: "RankingSidebar", hash: "RankingSidebar" },
  leadForm: { id: "leadForm", hash: "leadForm" },
  /** The 'Help Us Locate You!' popup; §2.4 names no hash for it, this one is ours. */
  location: { id: "location-popup", hash: "LocationPopup" },
} as const;

/** The id of an overlay (§2.4: an overlay is open when the modal id matches). */
export type OverlayId = (typeof OVERLAYS)[keyof typeof OVERLAYS]["id"];

/** The overlay a URL hash opens (with or without its '#'), or null. */
export function overlayFromHash(hash: string): OverlayId | null {
  const name = hash.replace(/^#/, "");
  return Object.values(OVERLAYS).find((overlay) => overlay.hash === name)?.id ?? null;
}

/**
 * §2.3: with `popup=true` the lead popup opens after `delay` seconds (an invalid or missing
 * delay gives 0); returns null when it must not open (no popup=true, or the hash contains 'vin').
 */
export function leadPopupDelay(search: string, hash: string): number | null {
  const query = new URLSearchParams(search);
  if (query.get("popup") !== "true" || hash.includes("vin")) return null;
  const seconds = Number(query.get("delay") ?? 0);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 0;
}
