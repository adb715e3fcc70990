export { KeyFeatures } from "./key-features.js";
export type { KeyFeaturesProps } from "./key-features.js";
