import { type GalleryDevice, type GalleryImage, galleryLayout } from "@carmarket/listing";
import { lazy, Suspense, useEffect, useRef, useState, type RefObject } from "react";
import { cx } from "../../utils/class-names.js";
import { Image } from "../image/image.js";
import { imageSizes, type Size } from "../../tokens/tokens.js";
import styles from "./image-gallery.module.css";

/** §9 image sizes per device: main 345x230 / 760x425, thumbnails 77x46 / 114x75. */
const SIZES: Record<GalleryDevice, { main: Size; thumb: Size }> = {
  mobile: { main: imageSizes.mainMobile, thumb: imageSizes.thumbnailSmall },
  desktop: { main: imageSizes.mainDesktop, thumb: imageSizes.thumbnail },
};

// The enlarged view's dialog code loads on the first enlarge: most visits never open it.
const Dialog = lazy(() => import("../dialog/dialog.js").then((module) => ({ default: module.Dialog })));

const smooth = (): ScrollBehavior => (window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

/** Scrolls `strip` so that its child `index` is in view (centred when the strip is wider than one). */
function scrollToChild(strip: RefObject<HTMLElement | null>, index: number, centre: boolean) {
  const container = strip.current;
  const child = container?.children[index] as HTMLElement | undefined;
  if (!container || !child) return;
  const left = centre ? child.offsetLeft - (container.clientWidth - child.offsetWidth) / 2 : child.offsetLeft;
  container.scrollTo({ left: Math.max(0, left), behavior: smooth() });
}

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
 * The vehicle image gallery (§2.7, §9): main image (a swipeable slider above four images), a
 * thumbnail strip (also a slider above four), previous/next arrows above the variant's thumbnail
 * threshold, a counter, sample images marked, and a click on the main image opening an enlarged view
 * in a dialog. The sliders are the browser's own scroll snapping (ADR 203): the server renders the
 * gallery as it will stay, so nothing moves when the page hydrates. React state owns the current
 * index; the sliders follow it, so buttons, swipes and thumbnails agree.
 */
export function ImageGallery({ images, title, variant = "mobile", enlargeable = true }: ImageGalleryProps) {
  const [active, setActive] = useState(0);
  const [enlarged, setEnlarged] = useState(false);
  const [enlargedUsed, setEnlargedUsed] = useState(false);
  const track = useRef<HTMLDivElement>(null);
  const thumbStrip = useRef<HTMLUListElement>(null);
  // The slide a button asked for, while the track scrolls there: the slides passed on the way are not "current".
  const scrollingTo = useRef<number | null>(null);
  const enlargeButtons = useRef<(HTMLButtonElement | null)[]>([]);
  const wasEnlarged = useRef(false);
  const size = SIZES[variant];
  const count = images.length;
  const { useSlider: slider, showThumbnailArrows: thumbArrows, thumbnailsPerView } = galleryLayout(count, variant);

  // The dialog has no trigger of its own (any slide opens it), so focus goes back to the current slide here.
  useEffect(() => {
    if (wasEnlarged.current && !enlarged) enlargeButtons.current[active]?.focus();
    wasEnlarged.current = enlarged;
  }, [enlarged, active]);

  if (count === 0) return null;

  const go = (index: number) => {
    const next = Math.min(Math.max(index, 0), count - 1);
    setActive(next);
    if (slider) {
      scrollingTo.current = next;
      scrollToChild(track, next, false);
      scrollToChild(thumbStrip, next, true);
    }
  };
  // A swipe (or a scroll by keyboard or trackpad) of the main slider makes the slide it rests on current.
  const followTrack = () => {
    const container = track.current;
    if (!container || container.clientWidth === 0) return;
    const index = Math.round(container.scrollLeft / container.clientWidth);
    if (scrollingTo.current !== null && index !== scrollingTo.current) return;
    scrollingTo.current = null;
    if (index !== active) {
      setActive(index);
      scrollToChild(thumbStrip, index, true);
    }
  };
  const enlarge = () => {
    setEnlargedUsed(true);
    setEnlarged(true);
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
          onClick={enlarge}
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

  const pageThumbs = (direction: 1 | -1) => {
    const strip = thumbStrip.current;
    strip?.scrollBy({ left: direction * strip.clientWidth, behavior: smooth() });
  };

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
          <div
            ref={track}
            className={styles.track}
            data-slider="main"
            onScroll={followTrack}
            // Without enlarge buttons the slides hold nothing focusable: the slider itself takes focus so arrow keys scroll it.
            {...(enlargeable ? {} : { tabIndex: 0, role: "group", "aria-label": "Images, scroll with the arrow keys" })}
          >
            {images.map((image, index) => (
              <div key={image.image_file} className={styles.trackSlide} aria-hidden={index === active ? undefined : true}>
                {mainSlide(image, index)}
              </div>
            ))}
          </div>
        ) : (
          mainSlide(current, active)
        )}
        {/* §2.7: the main image has previous/next arrows whenever there is another image (issue #26.11). */}
        {count > 1 && arrowButtons}
      </div>
      {count > 1 && (
        <>
          <p className={styles.counter} aria-live="polite">
            {active + 1} / {count}
          </p>
          <div className={cx(styles.thumbs, thumbArrows && styles.thumbsWithArrows)} role="group" aria-label="Thumbnails">
            {/* §9: more thumbnails than a view holds get arrows of their own, which page the strip. */}
            {thumbArrows ? (
              <button type="button" className={cx(styles.thumbArrow, styles.prev)} aria-label="Previous thumbnails" onClick={() => pageThumbs(-1)}>
                <span aria-hidden="true">‹</span>
              </button>
            ) : null}
            <ul
              ref={thumbStrip}
              className={cx(styles.thumbList, slider && styles.thumbSlider)}
              data-slider={slider ? "thumbnails" : undefined}
              style={slider ? { ["--thumbs-per-view" as string]: thumbnailsPerView } : undefined}
            >
              {images.map((image, index) => (
                <li key={image.image_file}>{thumbnail(image, index)}</li>
              ))}
            </ul>
            {thumbArrows ? (
              <button type="button" className={cx(styles.thumbArrow, styles.next)} aria-label="Next thumbnails" onClick={() => pageThumbs(1)}>
                <span aria-hidden="true">›</span>
              </button>
            ) : null}
          </div>
        </>
      )}
      {enlargeable && enlargedUsed && (
        <Suspense fallback={null}>
          <Dialog open={enlarged} onOpenChange={setEnlarged} title={title} size="full" closeLabel="Close enlarged view">
            <figure className={styles.enlarged}>
              <Image
                src={current.image_file}
                alt={current.alt_text}
                width={imageSizes.mainDesktop.width}
                height={imageSizes.mainDesktop.height}
                fit="contain"
                priority
              />
              <figcaption className={styles.caption}>
                {current.is_sample && <strong>Sample image. </strong>}
                {current.caption} ({active + 1} / {count})
              </figcaption>
            </figure>
            {count > 1 && <div className={styles.enlargedArrows}>{arrowButtons}</div>}
          </Dialog>
        </Suspense>
      )}
    </section>
  );
}
