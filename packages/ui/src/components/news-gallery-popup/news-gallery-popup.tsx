import type { GalleryImage } from "@carmarket/listing";
import { NEWS_HEADINGS, type NewsImage } from "@carmarket/news";
import { Dialog } from "../dialog/dialog.js";
import { ImageGallery } from "../image-gallery/image-gallery.js";
import { Tabs } from "../tabs/tabs.js";
import styles from "./news-gallery-popup.module.css";

/** Props of {@link NewsGalleryPopup}. */
export interface NewsGalleryPopupProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The article title, the popup's title. */
  title: string;
  /** The page data's `newsImages` (§3). */
  images: readonly NewsImage[];
}

/** Article images in the gallery's shape; images without alt text are named by their place. */
function toGalleryImages(title: string, images: readonly NewsImage[]): GalleryImage[] {
  return images.map((image, index) => ({
    image_file: image.image_file,
    alt_text: image.alt_text || `${title}, image ${index + 1} of ${images.length}`,
    caption: image.caption ?? "",
    is_sample: false,
  }));
}

/**
 * The article's gallery popup (§2.8): a title, an 'Images' tab only when the article has images, and
 * the main and thumbnail sliders of the image gallery.
 */
export function NewsGalleryPopup({ open, onOpenChange, title, images }: NewsGalleryPopupProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} size="full" closeLabel="Close gallery">
      {images.length === 0 ? (
        <p className={styles.empty}>No images in this article.</p>
      ) : (
        <Tabs
          label="Gallery"
          items={[
            {
              value: "images",
              label: NEWS_HEADINGS.imagesTab,
              content: <ImageGallery images={toGalleryImages(title, images)} title={title} variant="desktop" enlargeable={false} />,
            },
          ]}
        />
      )}
    </Dialog>
  );
}
