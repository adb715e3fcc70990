import { lazy, Suspense, useState } from "react";
import type { GalleryDevice, GalleryImage, GalleryItem } from "@carmarket/listing";
import { Image } from "@carmarket/ui/image";
import { imageSizes } from "@carmarket/ui/tokens";
import styles from "./vehicle-page.module.css";

// Swiper and the gallery modal are the heaviest code of the page: they load in their own chunks,
// after the first paint, and only on this page (docs/web-vehicle.md, ADR 120).
const ImageGallery = lazy(() => import("@carmarket/ui/image-gallery").then((module) => ({ default: module.ImageGallery })));
const MediaGalleryModal = lazy(() => import("@carmarket/ui/media-gallery-modal").then((module) => ({ default: module.MediaGalleryModal })));

const MAIN_SIZE = { mobile: imageSizes.mainMobile, desktop: imageSizes.mainDesktop } as const;

/** The gallery modal's items: dealer photos and sample images as its two tag filters (§2.7, §3). */
export function galleryItems(images: readonly GalleryImage[]): GalleryItem[] {
  return images.map((image) => ({ path: image.image_file, tags: [image.is_sample ? "Sample images" : "Dealer photos"] }));
}

/** Props of {@link VehicleGallery}. */
export interface VehicleGalleryProps {
  images: readonly GalleryImage[];
  title: string;
  variant: GalleryDevice;
}

/**
 * The car's image gallery (§2.7, §9) and the 'View all photos' gallery modal. Until the gallery's
 * chunk arrives, the first image stands in its place at the same size, so nothing moves.
 */
export function VehicleGallery({ images, title, variant }: VehicleGalleryProps) {
  const [modalOpen, setModalOpen] = useState(false);
  const [modalUsed, setModalUsed] = useState(false);
  const first = images[0];
  const size = MAIN_SIZE[variant];
  if (first === undefined) {
    return (
      <div className={styles.noPhotos} style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        <p>No photos of this car yet.</p>
      </div>
    );
  }
  return (
    <div className={styles.gallery}>
      <Suspense fallback={<Image src={first.image_file} alt={first.alt_text} width={size.width} height={size.height} priority />}>
        <ImageGallery images={images} title={title} variant={variant} />
      </Suspense>
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
