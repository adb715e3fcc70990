export { NewsGalleryPopup } from "./news-gallery-popup.js";
export type { NewsGalleryPopupProps } from "./news-gallery-popup.js";
