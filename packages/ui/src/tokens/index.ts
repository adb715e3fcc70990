export {
  adSizes,
  breakpoints,
  browserColors,
  colors,
  durations,
  imageSizes,
  layout,
  limits,
  newsThumbnailWidth,
  radii,
  space,
  typography,
  zIndex,
  type Size,
} from "./tokens.js";
export { cssVariables, renderTokensCss } from "./css-variables.js";
