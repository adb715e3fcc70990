export { LeadButton, type LeadButtonProps } from "./lead-button.js";
