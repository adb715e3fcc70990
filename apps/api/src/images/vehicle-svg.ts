import { BODY_TYPES, type BodyTypeSlug } from "@carmarket/routes";
import { cabinShapes } from "./cabin-svg.js";
import { CABIN_VIEWS, type CabinView, type ImageView } from "./image-sizes.js";

/** Paint of each colour name an image URL may carry (§9 colour filter names plus beige; 'unknown' is neutral). */
export const PAINT: Readonly<Record<string, string>> = {
  red: "#b3261e", orange: "#e8710a", yellow: "#f2c230", green: "#2e7d32", black: "#1f1f1f", brown: "#6d4c41",
  blue: "#1e5bb8", maroon: "#7b1f2a", purple: "#6a3d9a", gold: "#c9a227", silver: "#b8bcc2", navy: "#1b2a4a",
  white: "#f4f4f2", gray: "#7a7f87", grey: "#7a7f87", beige: "#d8c8a8", unknown: "#9aa0a6",
};

// Side profiles on a 760×425 canvas, one per §2.5 body type: [body outline, window outline].
const PROFILES: Readonly<Record<BodyTypeSlug, readonly [string, string]>> = {
  sedan: ["M70 300 L90 250 L230 235 L300 175 L480 170 L560 235 L690 250 L700 300 Z", "M245 235 L305 185 L470 182 L535 235 Z"],
  suv: ["M70 300 L75 220 L150 205 L210 140 L560 135 L620 205 L690 220 L700 300 Z", "M225 205 L235 152 L545 148 L595 205 Z"],
  van: ["M70 300 L70 150 L120 110 L640 105 L690 170 L700 300 Z", "M130 170 L140 125 L600 122 L640 170 Z"],
  wagon: ["M70 300 L85 245 L210 230 L270 165 L590 160 L640 230 L690 240 L700 300 Z", "M235 230 L280 175 L580 172 L620 230 Z"],
  hatchback: ["M80 300 L90 245 L220 230 L290 165 L520 162 L600 230 L660 245 L670 300 Z", "M245 230 L300 175 L510 174 L570 230 Z"],
  coupe: ["M70 300 L90 255 L250 240 L330 185 L470 182 L590 240 L690 255 L700 300 Z", "M270 240 L335 195 L460 193 L545 240 Z"],
  convertible: ["M70 300 L90 255 L250 240 L300 225 L560 225 L590 240 L690 255 L700 300 Z", "M300 240 L320 228 L520 228 L545 240 Z"],
  "pickup-truck": ["M60 300 L60 215 L150 205 L200 135 L380 132 L400 205 L700 205 L705 300 Z", "M215 205 L230 148 L370 146 L385 205 Z"],
};

// Where the pillar between front and rear side windows stands, per profile.
const PILLAR_X: Readonly<Record<BodyTypeSlug, number>> = {
  sedan: 390, suv: 400, van: 330, wagon: 420, hatchback: 400, coupe: 400, convertible: 420, "pickup-truck": 300,
};

const isCabin = (view: ImageView): view is CabinView => (CABIN_VIEWS as readonly string[]).includes(view);

/**
 * An honest generated illustration (not a photo) of a body style in a paint colour, scaled to
 * `width`×`height`. Front and rear views mirror the profile and mark head- or tail-lights; cabin views
 * draw seats, dashboard or luggage space trimmed in the paint. Nothing from the request reaches the
 * SVG but these checked names, so it cannot carry markup.
 */
export function vehicleSvg(body: BodyTypeSlug, color: string, view: ImageView, width: number, height: number): string {
  const paint = PAINT[color] ?? PAINT.unknown!;
  const label = view === "side" ? "Illustration" : `Illustration, ${view} view`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 760 425" preserveAspectRatio="xMidYMid meet" role="img" aria-label="${label}: ${color} ${BODY_TYPES[body]}">`,
    `<rect width="760" height="425" fill="#eef1f5"/>`,
    // Drawn inside the middle of the frame: cards crop the 760×425 picture to their 220×150 shape (object-fit: cover).
    `<g transform="translate(380 200) scale(0.84) translate(-380 -200)">`,
    isCabin(view) ? cabinShapes(view, paint) : exteriorShapes(body, paint, view),
    `</g>`,
    `<text x="380" y="405" text-anchor="middle" font-family="sans-serif" font-size="18" fill="#5f6670" stroke="#eef1f5" stroke-width="4" paint-order="stroke">${label}</text>`,
    `</svg>`,
  ].join("");
}

function exteriorShapes(body: BodyTypeSlug, paint: string, view: "side" | "front" | "rear"): string {
  const [outline, windows] = PROFILES[body];
  const mirrored = view === "rear" ? ' transform="translate(760 0) scale(-1 1)"' : "";
  const lamp = view === "rear" ? "#d32f2f" : "#fff59d";
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="300" r="56" fill="#30343b"/><circle cx="${cx}" cy="305" r="46" fill="#26282c"/><circle cx="${cx}" cy="305" r="20" fill="#9ea3aa"/>`;
  return [
    `<ellipse cx="385" cy="352" rx="330" ry="14" fill="#c9ced6"/>`,
    `<g${mirrored}>`,
    `<path d="${outline}" fill="${paint}" stroke="#30343b" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${windows}" fill="#a9c4dc" stroke="#30343b" stroke-width="3" stroke-linejoin="round"/>`,
    // A pillar between the front and rear windows, and a waistline along the doors.
    `<path d="M${PILLAR_X[body]} 120 V300" stroke="#30343b" stroke-width="6" clip-path="url(#glass)"/>`,
    `<clipPath id="glass"><path d="${windows}"/></clipPath>`,
    `<path d="M120 262 H650" stroke="#30343b" stroke-opacity="0.35" stroke-width="3"/>`,
    `<rect x="672" y="250" width="26" height="14" rx="5" fill="${lamp}" stroke="#30343b" stroke-width="2"/>`,
    wheel(200),
    wheel(570),
    `</g>`,
  ].join("");
}
