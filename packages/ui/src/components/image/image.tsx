import { photoSources } from "@carmarket/listing";
import type { CSSProperties, ImgHTMLAttributes } from "react";
import styles from "./image.module.css";

/** Props of {@link Image}. */
export interface ImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading" | "srcSet"> {
  /**
   * The picture. A dealer's stored photo (`/api/media/…`, `photoUrl` of `@carmarket/listing`) is served
   * at the §9 size that fills the box, at 1× and 2×, as WebP with a JPEG fallback, over its dominant colour.
   */
  src: string;
  /** Text alternative; pass "" for a purely decorative image. */
  alt: string;
  /** Intrinsic width in px: with `height` it reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** The page's main (LCP) image: loads eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
  /** How the picture fills its box; `cover` by default. */
  fit?: "cover" | "contain";
}

/**
 * An image that reserves its size (width/height attributes and aspect-ratio) and always carries its `src`,
 * so crawlers, link previews and pages without JavaScript see it; below the fold the browser loads it
 * lazily (`loading="lazy"`, ADR 284, superseding ADR 063).
 */
export function Image({ src, alt, width, height, priority = false, fit = "cover", className, style, ...rest }: ImageProps) {
  const photo = photoSources(src, width, height);
  const box: CSSProperties = { aspectRatio: `${width} / ${height}`, maxWidth: width, ...(photo?.colour ? { backgroundColor: photo.colour } : {}), ...style };
  const img = (
    <img
      {...rest}
      alt={alt}
      width={width}
      height={height}
      src={photo?.src ?? src}
      srcSet={photo?.srcSet}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={[styles.image, styles[fit], className ?? ""].filter(Boolean).join(" ")}
      style={box}
    />
  );
  if (!photo) return img;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={photo.webpSrcSet} />
      {img}
    </picture>
  );
}
