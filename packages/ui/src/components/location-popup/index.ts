export { LocationPopup, type LocateStatus, type LocationPopupProps } from "./location-popup.js";
