import { browserColors, colors } from "@carmarket/ui/tokens";

/** The car of the favicon on a 64-unit square, centred on (32, 35). */
const CAR = "M12 38l5-12a6 6 0 0 1 5.6-4h18.8a6 6 0 0 1 5.6 4l5 12v8a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2v-2H20v2a2 2 0 0 1-2 2h-4a2 2 0 0 1-2-2z";

/** The installed app's icons (issue #28.1): their files under public/icons, each drawn by {@link appIconSvg}. */
export const APP_ICONS = [
  { file: "icon-192.png", size: 192, purpose: "any" },
  { file: "icon-512.png", size: 512, purpose: "any" },
  { file: "icon-maskable-512.png", size: 512, purpose: "maskable" },
  // iOS takes the home-screen icon from apple-touch-icon (180 px, drawn full bleed: iOS rounds the corners).
  { file: "apple-touch-icon.png", size: 180, purpose: "apple" },
] as const;

export type AppIcon = (typeof APP_ICONS)[number];

/**
 * The app icon as SVG in the kit's colours: the favicon's car in the page's surface colour on the header's.
 * A maskable icon (and the iOS one) fills its square, the car inside the central 80 % that every mask keeps;
 * the plain one is a rounded square like the favicon.
 */
export function appIconSvg({ size, purpose }: Pick<AppIcon, "size" | "purpose">): string {
  const fullBleed = purpose !== "any";
  // The car spans 40 of 64 units; in a maskable icon it must sit inside the safe circle (radius 40 % of the side).
  const scale = fullBleed ? 0.75 : 1;
  const offset = 32 - 32 * scale;
  const square = fullBleed
    ? `<rect width="64" height="64" fill="${browserColors.theme}"/>`
    : `<rect width="64" height="64" rx="14" fill="${browserColors.theme}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">`,
    square,
    `<g transform="translate(${offset} ${offset}) scale(${scale})">`,
    `<path d="${CAR}" fill="${browserColors.background}"/>`,
    `<circle cx="21" cy="39" r="3" fill="${colors.brand}"/><circle cx="43" cy="39" r="3" fill="${colors.brand}"/>`,
    `</g></svg>`,
  ].join("");
}
