export type { DealerInfo, GalleryImage, GalleryItem, Listing, ListingLocation, MarketValue, PriceHistoryEntry, PriceValue } from "./types.js";
export { vehicleTitle } from "./vehicle-title.js";
export {
  GALLERY_SLIDER_AFTER,
  GALLERY_THUMBNAILS_PER_VIEW,
  GALLERY_THUMBNAIL_ARROWS_AFTER,
  type GalleryDevice,
  type GalleryLayout,
  type GallerySource,
  brandImagePath,
  buildGallery,
  galleryLayout,
} from "./gallery.js";
export { COLOR_FILTER_NAMES, type ColorFilterName, NO_COLOR, displayColor } from "./colors.js";
export {
  KEY_FEATURES_COLLAPSED,
  KEY_FEATURES_PANEL_MAX,
  KEY_FEATURES_TOGGLE_LABELS,
  type KeyFeaturesContext,
  type KeyFeaturesOptions,
  type VisibleKeyFeatures,
  visibleKeyFeatures,
} from "./key-features.js";
export { DEALER_HOURS_LABELS, INFORMATION_NOT_AVAILABLE, type TodaysHours, type TodaysHoursOptions, todaysHours } from "./dealer-hours.js";
export { CAROUSEL_MAX_CARS, directionsUrl, recallUrl } from "./links.js";
export {
  PHOTO_PREVIEW,
  PHOTO_SIZES,
  PHOTO_URL_PREFIX,
  type PhotoFormat,
  type PhotoSize,
  type PhotoSources,
  type PhotoVariant,
  photoFileName,
  photoSources,
  photoUrl,
  photoVariants,
  readPhotoUrl,
} from "./photos.js";
