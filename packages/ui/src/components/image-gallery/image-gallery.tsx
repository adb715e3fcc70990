import { type GalleryDevice, type GalleryImage, galleryLayout } from "@carmarket/listing";
import { useEffect, useRef, useState } from "react";
import type { Swiper as SwiperInstance } from "swiper";
import { Swiper, SwiperSlide } from "swiper/react";
import "swiper/css";
import { cx } from "../../utils/class-names.js";
import { Dialog } from "../dialog/dialog.js";
import { Image } from "../image/image.js";
import { imageSizes, type Size } from "../../tokens/tokens.js";
import styles from "./image-gallery.module.css";

/** §9 image sizes per device: main 345x230 / 760x425, thumbnails 77x46 / 114x75. */
const SIZES: Record<GalleryDevice, { main: Size; thumb: Size }> = {
  mobile: { main: imageSizes.mainMobile, thumb: imageSizes.thumbnailSmall },
  desktop: { main: imageSizes.mainDesktop, thumb: imageSizes.thumbnail },
};

/** Props of {@link ImageGallery}. */
export interface ImageGalleryProps {
  /**
   * `buildGallery()` of `@carmarket/listing`: dealer photos, then samples marked `is_sample` (§3). Each
   * alt text names the car and the image's place ("…, photo 2 of 9"), which also names the buttons.
   */
  images: readonly GalleryImage[];
  /** The vehicle's name: labels the gallery and titles the enlarged view. */
  title: string;
  /** Which §9 layout: sizes, thumbnails per view and the arrow threshold. Default `mobile`. */
  variant?: GalleryDevice;
  /** A click on the main image opens the enlarged view. Default true; off inside another dialog. */
  enlargeable?: boolean;
}

/**
 * The vehicle image gallery (§2.7, §9): main image (a Swiper slider above four images), a thumbnail
 * strip (also a slider above four), previous/next arrows above the variant's thumbnail threshold, a
 * counter, sample images marked, and a click on the main image opening an enlarged view in a dialog.
 * React state owns the current index; the sliders follow it, so buttons, swipes and thumbnails agree.
 */
export function ImageGallery({ images, title, variant = "mobile", enlargeable = true }: ImageGalleryProps) {
  const [active, setActive] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const mainSwiper = useRef<SwiperInstance | null>(null);
  const thumbSwiper = useRef<SwiperInstance | null>(null);
  const enlargeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const wasEnlarged = useRef(false);
  const size = SIZES[variant];
  const count = images.length;
  const { useSlider: slider, showThumbnailArrows: arrows, thumbnailsPerView } = galleryLayout(count, variant);

  // The dialog has no trigger of its own (any slide opens it), so focus goes back to the current slide here.
  useEffect(() => {
    if (wasEnlarged.current && !enlarged) enlargeButtons.current[active]?.focus();
    wasEnlarged.current = enlarged;
  }, [enlarged, active]);

  if (count === 0) return null;

  const go = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActive(next);
    mainSwiper.current?.slideTo(next);
    thumbSwiper.current?.slideTo(next);
  };
  const current = images[Math.min(active, count - 1)]!;

  const mainSlide = (image: GalleryImage, index: number) => (
    <figure className={styles.slide}>
      {enlargeable ? (
        <button
          ref={(button) => {
            enlargeButtons.current[index] = button;
          }}
          type="button"
          className={styles.enlarge}
          tabIndex={index === active ? 0 : -1}
          aria-label={`Enlarge ${image.alt_text}`}
          onClick={() => setEnlarged(true)}
        >
          <Image src={image.image_file} alt="" width={size.main.width} height={size.main.height} priority={index === 0} />
        </button>
      ) : (
        <Image src={image.image_file} alt={image.alt_text} width={size.main.width} height={size.main.height} priority={index === 0} />
      )}
      {image.is_sample && (
        <span className={styles.sampleBadge} aria-hidden="true">
          Sample image
        </span>
      )}
    </figure>
  );

  const thumbnail = (image: GalleryImage, index: number) => (
    <button
      type="button"
      className={cx(styles.thumb, index === active && styles.thumbActive)}
      aria-label={`Show ${image.alt_text}`}
      aria-current={index === active ? "true" : undefined}
      onClick={() => go(index)}
    >
      <Image src={image.image_file} alt="" width={size.thumb.width} height={size.thumb.height} />
      {image.is_sample && (
        <span className={styles.sampleMark} aria-hidden="true">
          Sample
        </span>
      )}
    </button>
  );

  const arrowButtons = (
    <>
      <button type="button" className={cx(styles.arrow, styles.prev)} aria-label="Previous image" disabled={active === 0} onClick={() => go(active - 1)}>
        <span aria-hidden="true">‹</span>
      </button>
      <button type="button" className={cx(styles.arrow, styles.next)} aria-label="Next image" disabled={active === count - 1} onClick={() => go(active + 1)}>
        <span aria-hidden="true">›</span>
      </button>
    </>
  );

  return (
    <section className={cx(styles.root, styles[variant])} aria-label={`${title} photos`}>
      <div className={styles.stage} style={{ maxWidth: size.main.width }}>
        {slider ? (
          <Swiper
            className={styles.main}
            slidesPerView={1}
            onSwiper={(swiper) => {
              mainSwiper.current = swiper;
            }}
            onSlideChange={(swiper) => setActive(swiper.activeIndex)}
          >
            {images.map((image, index) => (
              <SwiperSlide key={image.image_file} aria-hidden={index === active ? undefined : true}>
                {mainSlide(image, index)}
              </SwiperSlide>
            ))}
          </Swiper>
        ) : (
          mainSlide(current, active)
        )}
        {arrows && arrowButtons}
      </div>
      {count > 1 && (
        <>
          <p className={styles.counter} aria-live="polite">
            {active + 1} / {count}
          </p>
          <div className={styles.thumbs} role="group" aria-label="Thumbnails">
            {slider ? (
              <Swiper
                slidesPerView={thumbnailsPerView}
                spaceBetween={8}
                onSwiper={(swiper) => {
                  thumbSwiper.current = swiper;
                }}
              >
                {images.map((image, index) => (
                  <SwiperSlide key={image.image_file}>{thumbnail(image, index)}</SwiperSlide>
                ))}
              </Swiper>
            ) : (
              <ul className={styles.thumbList}>
                {images.map((image, index) => (
                  <li key={image.image_file}>{thumbnail(image, index)}</li>
                ))}
              </ul>
            )}
          </div>
        </>
      )}
      {enlargeable && (
        <Dialog open={enlarged} onOpenChange={setEnlarged} title={title} size="full" closeLabel="Close enlarged view">
          <figure className={styles.enlarged}>
            <Image src={current.image_file} alt={current.alt_text} width={imageSizes.mainDesktop.width} height={imageSizes.mainDesktop.height} fit="contain" priority />
            <figcaption className={styles.caption}>
              {current.is_sample && <strong>Sample image. </strong>}
              {current.caption} ({active + 1} / {count})
            </figcaption>
          </figure>
          {count > 1 && <div className={styles.enlargedArrows}>{arrowButtons}</div>}
        </Dialog>
      )}
    </section>
  );
}
