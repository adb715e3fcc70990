export { KeyFeatures, KEY_FEATURES_COLLAPSED_COUNT, KEY_FEATURES_PANEL_MAX } from "./key-features.js";
export type { KeyFeaturesProps } from "./key-features.js";
