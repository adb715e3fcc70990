export { AdSlot } from "./ad-slot.js";
export type { AdSlotKind, AdSlotProps } from "./ad-slot.js";
