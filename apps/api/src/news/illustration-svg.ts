import { Prng } from "../stable-random/prng.js";
import { seedFromText } from "../stable-random/seed-from-text.js";

/** Validates the path segments of an illustration URL (slug and image name). */
export const ILLUSTRATION_SEGMENT = /^[a-z0-9-]{1,160}$/;

/**
 * A generated SVG illustration: sky, hills, road and a car silhouette in colours derived from `key`.
 * Seeded articles and galleries use these instead of photos we have no rights to (apps/api/src/seed/research/README.md).
 * Nothing from the request is written into the SVG, so it cannot carry markup.
 */
export function illustrationSvg(key: string, width = 800, height = 440): string {
  const random = new Prng(seedFromText(key, 7));
  const hue = random.int(0, 359);
  const carHue = (hue + random.int(120, 240)) % 360;
  const carX = random.int(140, width - 420);
  const groundY = Math.round(height * 0.68);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Illustration">`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,78%)"/><stop offset="1" stop-color="hsl(${hue},60%,92%)"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<ellipse cx="${random.int(100, width - 100)}" cy="${groundY}" rx="${width * 0.45}" ry="${height * 0.22}" fill="hsl(${(hue + 90) % 360},35%,55%)"/>`,
    `<rect y="${groundY}" width="${width}" height="${height - groundY}" fill="hsl(0,0%,32%)"/>`,
    `<rect y="${groundY + (height - groundY) / 2 - 3}" width="${width}" height="6" fill="hsl(50,90%,70%)" stroke-dasharray="40 30"/>`,
    `<g transform="translate(${carX} ${groundY - 96})">`,
    `<path d="M0 70 L20 40 Q30 30 60 30 L110 30 L150 0 L250 0 L300 35 L360 45 Q380 50 380 70 L380 90 L0 90 Z" fill="hsl(${carHue},65%,45%)"/>`,
    `<path d="M160 8 L240 8 L280 34 L130 34 Z" fill="hsl(${hue},40%,85%)"/>`,
    `<circle cx="80" cy="92" r="26" fill="#222"/><circle cx="300" cy="92" r="26" fill="#222"/>`,
    `<circle cx="80" cy="92" r="11" fill="#bbb"/><circle cx="300" cy="92" r="11" fill="#bbb"/>`,
    `</g></svg>`,
  ].join("");
}
