export { LeadFormPopup, type LeadFormPopupProps } from "./lead-form-popup.js";
