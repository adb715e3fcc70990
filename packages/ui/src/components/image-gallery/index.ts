export { ImageGallery } from "./image-gallery.js";
export type { ImageGalleryProps } from "./image-gallery.js";
