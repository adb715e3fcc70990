export { StickyNearbyBar, type StickyBarCar, type StickyNearbyBarProps } from "./sticky-nearby-bar.js";
