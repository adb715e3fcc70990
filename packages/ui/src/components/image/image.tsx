import { useRef, type CSSProperties, type ImgHTMLAttributes } from "react";
import styles from "./image.module.css";
import { useNearViewport } from "./use-near-viewport.js";

/** Props of {@link Image}. */
export interface ImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "alt" | "width" | "height" | "loading"> {
  src: string;
  /** Text alternative; pass "" for a purely decorative image. */
  alt: string;
  /** Intrinsic width in px: with `height` it reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /**
   * The page's main (LCP) image: loads at once with high fetch priority instead of waiting until it
   * is within 200 px of the viewport.
   */
  priority?: boolean;
  /** How the picture fills its box; `cover` by default. */
  fit?: "cover" | "contain";
}

/**
 * An image that reserves its size (width/height attributes and aspect-ratio) and, unless `priority`,
 * only starts loading when it comes within 200 px of the viewport (§9).
 */
export function Image({ src, alt, width, height, priority = false, fit = "cover", className, style, ...rest }: ImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const near = useNearViewport(ref, !priority);
  const load = priority || near;
  const box: CSSProperties = { aspectRatio: `${width} / ${height}`, maxWidth: width, ...style };
  return (
    <img
      ref={ref}
      {...rest}
      alt={alt}
      width={width}
      height={height}
      // Without a src the browser fetches nothing; the reserved box shows the placeholder colour.
      src={load ? src : undefined}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      data-loaded={load || undefined}
      className={[styles.image, styles[fit], className ?? ""].filter(Boolean).join(" ")}
      style={box}
    />
  );
}
