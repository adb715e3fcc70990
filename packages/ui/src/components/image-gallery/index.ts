export { ImageGallery, GALLERY_LAYOUTS, GALLERY_SLIDER_ABOVE } from "./image-gallery.js";
export type { GalleryVariant, ImageGalleryProps } from "./image-gallery.js";
