export { SharePanel } from "./share-panel.js";
export type { SharePanelProps } from "./share-panel.js";
