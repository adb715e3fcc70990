import { BODY_TYPES, type BodyTypeSlug } from "@carmarket/routes";
import { cabinShapes } from "./cabin-svg.js";
import { CABIN_VIEWS, type CabinView, type ImageView } from "./image-sizes.js";

/** Paint of each colour name an image URL may carry (§9 colour filter names plus beige; 'unknown' is neutral). */
export const PAINT: Readonly<Record<string, string>> = {
  red: "#b3261e",
  orange: "#e8710a",
  yellow: "#f2c230",
  green: "#2e7d32",
  black: "#1f1f1f",
  brown: "#6d4c41",
  blue: "#1e5bb8",
  maroon: "#7b1f2a",
  purple: "#6a3d9a",
  gold: "#c9a227",
  silver: "#b8bcc2",
  navy: "#1b2a4a",
  white: "#f4f4f2",
  gray: "#7a7f87",
  grey: "#7a7f87",
  beige: "#d8c8a8",
  unknown: "#9aa0a6",
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
  sedan: 390,
  suv: 400,
  van: 330,
  wagon: 420,
  hatchback: 400,
  coupe: 400,
  convertible: 420,
  "pickup-truck": 300,
};

const isCabin = (view: ImageView): view is CabinView => (CABIN_VIEWS as readonly string[]).includes(view);

/**
 * An honest generated illustration (not a photo) of a body style in a paint colour, scaled to
 * `width`×`height`. Front and rear views draw the body head-on (glass, grille and headlights, or tail-lights
 * and plate); cabin views draw seats, dashboard or luggage space trimmed in the paint. Nothing from the request reaches the
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
  return view === "side" ? sideShapes(body, paint) : endShapes(body, paint, view);
}

function sideShapes(body: BodyTypeSlug, paint: string): string {
  const [outline, windows] = PROFILES[body];
  const wheel = (cx: number) =>
    `<circle cx="${cx}" cy="300" r="56" fill="#30343b"/><circle cx="${cx}" cy="305" r="46" fill="#26282c"/><circle cx="${cx}" cy="305" r="20" fill="#9ea3aa"/>`;
  return [
    `<ellipse cx="385" cy="352" rx="330" ry="14" fill="#c9ced6"/>`,
    `<path d="${outline}" fill="${paint}" stroke="#30343b" stroke-width="4" stroke-linejoin="round"/>`,
    `<path d="${windows}" fill="#a9c4dc" stroke="#30343b" stroke-width="3" stroke-linejoin="round"/>`,
    // A pillar between the front and rear windows, and a waistline along the doors.
    `<path d="M${PILLAR_X[body]} 120 V300" stroke="#30343b" stroke-width="6" clip-path="url(#glass)"/>`,
    `<clipPath id="glass"><path d="${windows}"/></clipPath>`,
    `<path d="M120 262 H650" stroke="#30343b" stroke-opacity="0.35" stroke-width="3"/>`,
    `<rect x="672" y="250" width="26" height="14" rx="5" fill="#fff59d" stroke="#30343b" stroke-width="2"/>`,
    wheel(200),
    wheel(570),
  ].join("");
}

/**
 * A body seen head-on (issue #27.9: the front and rear views were the side profile mirrored): half its width at the
 * doors and at the roof, where the roof, the glass's lower edge (belt) and the hood or tailgate top stand.
 * `roof: null` is an open convertible (the windscreen frame is its top).
 */
interface EndView {
  half: number;
  roofHalf: number;
  roof: number | null;
  belt: number;
  /** A trunk lid below the rear window (sedans and coupes), so their rear glass ends above the belt. */
  trunk: boolean;
  /** A pickup's bed: the rear view is its tailgate with the narrower cab behind. */
  bed: boolean;
}

const END_VIEWS: Readonly<Record<BodyTypeSlug, EndView>> = {
  sedan: { half: 225, roofHalf: 150, roof: 150, belt: 222, trunk: true, bed: false },
  suv: { half: 240, roofHalf: 175, roof: 112, belt: 205, trunk: false, bed: false },
  van: { half: 240, roofHalf: 200, roof: 88, belt: 190, trunk: false, bed: false },
  wagon: { half: 225, roofHalf: 160, roof: 140, belt: 220, trunk: false, bed: false },
  hatchback: { half: 220, roofHalf: 155, roof: 140, belt: 220, trunk: false, bed: false },
  coupe: { half: 230, roofHalf: 140, roof: 170, belt: 232, trunk: true, bed: false },
  convertible: { half: 230, roofHalf: 150, roof: null, belt: 232, trunk: true, bed: false },
  "pickup-truck": { half: 245, roofHalf: 180, roof: 112, belt: 200, trunk: false, bed: true },
};

const CX = 380;
const STROKE = `stroke="#30343b" stroke-width="4" stroke-linejoin="round"`;

/** The front or rear of a body: tyres, body and glasshouse, then the face (grille and headlights, or tail-lights). */
function endShapes(body: BodyTypeSlug, paint: string, view: "front" | "rear"): string {
  const v = END_VIEWS[body];
  const top = v.roof ?? v.belt - 60;
  const left = CX - v.half;
  const right = CX + v.half;
  const tyre = (x: number) => `<rect x="${x}" y="282" width="58" height="70" rx="12" fill="#26282c"/>`;
  const cabin = v.bed && view === "rear" ? rearOfPickup(v, paint) : glasshouse(v, paint, view, top);
  return [
    `<ellipse cx="${CX}" cy="352" rx="${v.half + 40}" ry="14" fill="#c9ced6"/>`,
    tyre(left + 8),
    tyre(right - 66),
    cabin,
    // The body below the glass: shoulders, flanks slightly tucked in at the sills.
    `<path d="M${left + 10} ${v.belt} L${right - 10} ${v.belt} Q${right + 6} ${v.belt + 8} ${right} ${v.belt + 40} L${right - 8} 322 L${left + 8} 322 L${left} ${v.belt + 40} Q${left - 6} ${v.belt + 8} ${left + 10} ${v.belt} Z" fill="${paint}" ${STROKE}/>`,
    // Mirrors beside the glass.
    view === "front" ? mirrors(v, paint) : "",
    view === "front" ? frontFace(v) : rearFace(v),
    // Bumper and number plate.
    `<rect x="${left + 20}" y="300" width="${2 * v.half - 40}" height="22" rx="8" fill="#30343b" fill-opacity="0.25"/>`,
    `<rect x="${CX - 45}" y="${view === "front" ? 296 : v.belt + (v.trunk ? 40 : 55)}" width="90" height="26" rx="3" fill="#f4f4f2" stroke="#30343b" stroke-width="2"/>`,
  ].join("");
}

/** The roof pillars and glass seen from the front or rear; a convertible's open top shows the seats' headrests. */
function glasshouse(v: EndView, paint: string, view: "front" | "rear", top: number): string {
  const glassTop = top + 10;
  const glassBottom = view === "rear" && v.trunk ? v.belt - 12 : v.belt - 6;
  const pillars = `<path d="M${CX - v.half + 18} ${v.belt} L${CX - v.roofHalf} ${top} L${CX + v.roofHalf} ${top} L${CX + v.half - 18} ${v.belt} Z" fill="${paint}" ${STROKE}/>`;
  const glass = `<path d="M${CX - v.roofHalf + 14} ${glassTop} L${CX + v.roofHalf - 14} ${glassTop} L${CX + v.half - 38} ${glassBottom} L${CX - v.half + 38} ${glassBottom} Z" fill="#a9c4dc" stroke="#30343b" stroke-width="3"/>`;
  if (v.roof !== null) return pillars + glass;
  // Open top: the windscreen's frame in front, the headrests and the folded hood behind.
  const headrests = [-95, 95].map((dx) => `<rect x="${CX + dx - 32}" y="${v.belt - 52}" width="64" height="46" rx="14" fill="#3a3f47"/>`).join("");
  return view === "front"
    ? pillars + glass
    : `${headrests}<path d="M${CX - v.roofHalf} ${v.belt} Q${CX} ${v.belt - 34} ${CX + v.roofHalf} ${v.belt} Z" fill="#2b2f35"/>`;
}

/** A pickup from behind: the cab's small rear window above the tailgate, which spans the bed. */
function rearOfPickup(v: EndView, paint: string): string {
  const cabTop = v.roof! + 6;
  return [
    `<path d="M${CX - v.roofHalf - 20} ${v.belt} L${CX - v.roofHalf} ${cabTop} L${CX + v.roofHalf} ${cabTop} L${CX + v.roofHalf + 20} ${v.belt} Z" fill="${paint}" ${STROKE}/>`,
    `<rect x="${CX - v.roofHalf + 30}" y="${cabTop + 18}" width="${2 * v.roofHalf - 60}" height="${v.belt - cabTop - 40}" rx="8" fill="#a9c4dc" stroke="#30343b" stroke-width="3"/>`,
    // The tailgate's handle sits on the body drawn after this.
  ].join("");
}

function mirrors(v: EndView, paint: string): string {
  return [-1, 1]
    .map((side) => `<rect x="${side < 0 ? CX - v.half - 34 : CX + v.half - 6}" y="${v.belt - 30}" width="40" height="26" rx="8" fill="${paint}" ${STROKE}/>`)
    .join("");
}

/** Headlights at the corners and the grille between them (a pickup's taller and wider). */
function frontFace(v: EndView): string {
  const lampY = v.belt + 22;
  const grille = v.bed ? { half: 120, height: 64 } : { half: 90, height: 40 };
  const lamp = (x: number) => `<rect class="headlight" x="${x}" y="${lampY}" width="78" height="26" rx="10" fill="#fff59d" stroke="#30343b" stroke-width="2"/>`;
  return [
    lamp(CX - v.half + 22),
    lamp(CX + v.half - 100),
    `<rect class="grille" x="${CX - grille.half}" y="${lampY - 4}" width="${2 * grille.half}" height="${grille.height}" rx="8" fill="#26282c"/>`,
    `<path d="M${CX - grille.half + 10} ${lampY + grille.height / 2 - 4} H${CX + grille.half - 10}" stroke="#55595f" stroke-width="4"/>`,
  ].join("");
}

/** Tail-lights at the corners (tall on a pickup's tailgate and an SUV's pillars), the tailgate's handle on a pickup. */
function rearFace(v: EndView): string {
  const tall = v.bed || (!v.trunk && v.roof !== null);
  const lamp = (x: number) =>
    `<rect class="taillight" x="${x}" y="${v.belt + 10}" width="${tall ? 34 : 72}" height="${tall ? 70 : 26}" rx="6" fill="#d32f2f" stroke="#30343b" stroke-width="2"/>`;
  return [
    lamp(CX - v.half + 14),
    lamp(CX + v.half - 14 - (tall ? 34 : 72)),
    v.bed ? `<rect x="${CX - 30}" y="${v.belt + 14}" width="60" height="14" rx="5" fill="#30343b"/>` : "",
  ].join("");
}
