export { SharePanel, SHARE_PANEL_COLLAPSED_HIDDEN } from "./share-panel.js";
export type { SharePanelProps } from "./share-panel.js";
