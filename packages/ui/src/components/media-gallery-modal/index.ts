export { MediaGalleryModal } from "./media-gallery-modal.js";
export type { MediaCategory, MediaGalleryModalProps } from "./media-gallery-modal.js";
