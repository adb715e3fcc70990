export { ThankYouPopup, type ThankYouPopupProps } from "./thank-you-popup.js";
