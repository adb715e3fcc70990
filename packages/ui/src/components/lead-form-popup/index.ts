export { LeadFormPopup, type LeadFormCar, type LeadFormPopupProps } from "./lead-form-popup.js";
