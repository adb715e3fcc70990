export { DealBadge, type DealBadgeProps } from "./deal-badge.js";
