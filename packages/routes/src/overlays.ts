/**
 * Full-screen overlays (§2.4): each has a modal id and the hash that, kept in navigation state,
 * reopens it. The spec names the ids/hashes of all but the location popup, whose id is this
 * project's choice.
 */
export const OVERLAYS = {
  /** Review search. */
  reviewSearch: { id: "search-open", hash: "ReviewSidebar" },
  /** Used inventory search. */
  usedInventorySearch: { id: "UsedInventorySidebar", hash: "UsedInventorySidebar" },
  /** New inventory search. */
  newInventorySearch: { id: "NewInventorySidebar", hash: "NewInventorySidebar" },
  /** Combined inventory search. */
  inventorySearch: { id: "InventorySidebar", hash: "InventorySidebar" },
  /** Ranking search. */
  rankingSearch: { id: "RankingSidebar", hash: "RankingSidebar" },
  /** Lead form. */
  leadForm: { id: "leadForm", hash: "leadForm" },
  /** Location popup 'Help Us Locate You!'. */
  locationPopup: { id: "locationPopup", hash: "locationPopup" },
} as const;

/** Name of one overlay, e.g. `"leadForm"`. */
export type OverlayName = keyof typeof OVERLAYS;

/** One overlay's hash, e.g. `"ReviewSidebar"`. */
export type OverlayHash = (typeof OVERLAYS)[OverlayName]["hash"];

/** One overlay's modal id, e.g. `"search-open"`. */
export type OverlayId = (typeof OVERLAYS)[OverlayName]["id"];

/**
 * The overlay a hash opens (§2.4), with or without the leading `#`; `null` for any other hash.
 * @example overlayFromHash("#ReviewSidebar") // "reviewSearch"
 */
export function overlayFromHash(hash: string | null | undefined): OverlayName | null {
  const bare = (hash ?? "").replace(/^#/, "");
  const entry = Object.entries(OVERLAYS).find(([, overlay]) => overlay.hash === bare);
  return entry === undefined ? null : (entry[0] as OverlayName);
}

/** True when the overlay is open: the current modal id matches its id (§2.4). */
export function isOverlayOpen(overlay: OverlayName, openModalId: string | null | undefined): boolean {
  return OVERLAYS[overlay].id === openModalId;
}
