import { lazy, Suspense, useState } from "react";
import type { GalleryDevice, GalleryImage, GalleryItem } from "@carmarket/listing";
import { ImageGallery } from "@carmarket/ui/image-gallery";
import { imageSizes } from "@carmarket/ui/tokens";
import styles from "./vehicle-page.module.css";

// The gallery is server-rendered as it stays (scroll-snap sliders, ADR 203); the gallery modal is
// the heaviest code of the page and loads on its first opening (packages/web-core/src/areas/vehicle/README.md, ADR 120).
const MediaGalleryModal = lazy(() => import("@carmarket/ui/media-gallery-modal").then((module) => ({ default: module.MediaGalleryModal })));

const MAIN_SIZE = { mobile: imageSizes.mainMobile, desktop: imageSizes.mainDesktop } as const;

/** The gallery modal's items: dealer photos and sample images as its two tag filters (§2.7, §3). */
function galleryItems(images: readonly GalleryImage[]): GalleryItem[] {
  return images.map((image) => ({ path: image.image_file, tags: [image.is_sample ? "Sample images" : "Dealer photos"] }));
}

/** Props of {@link VehicleGallery}. */
export interface VehicleGalleryProps {
  images: readonly GalleryImage[];
  title: string;
  variant: GalleryDevice;
}

/** The car's image gallery (§2.7, §9) and the 'View all photos' gallery modal. */
export function VehicleGallery({ images, title, variant }: VehicleGalleryProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  const size = MAIN_SIZE[variant];
  if (images.length === 0) {
    return (
      <div className={styles.noPhotos} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <p>No photos of this car yet.</p>
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <ImageGallery images={images} title={title} variant={variant} />
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => {
          setModalUsed(true);
          setModalOpen(true);
        }}
      >
        View all {images.length} {images.length === 1 ? "photo" : "photos"}
      </button>
      {modalUsed && (
        <Suspense fallback={null}>
          <MediaGalleryModal open={modalOpen} onOpenChange={setModalOpen} title={title} items={galleryItems(images)} />
        </Suspense>
      )}
    </div>
  );
}
