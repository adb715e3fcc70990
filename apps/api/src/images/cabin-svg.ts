import type { CabinView } from "./image-sizes.js";

// Shapes of each cabin view on the 760×425 canvas of the exterior views; `{paint}` is the trim colour.
const CABIN: Readonly<Record<CabinView, readonly string[]>> = {
  // Two rows of seats seen from the side, the front row ahead of the rear bench.
  interior: [
    `<rect y="330" width="760" height="95" fill="#3a3f47"/>`,
    `<path d="M150 320 L170 150 Q175 125 200 128 L235 134 Q255 140 252 165 L240 270 L330 270 Q350 272 350 295 L350 320 Z" fill="{paint}" stroke="#30343b" stroke-width="4"/>`,
    `<path d="M430 320 L450 160 Q455 135 480 138 L515 144 Q535 150 532 175 L520 270 L640 270 Q660 272 660 295 L660 320 Z" fill="{paint}" stroke="#30343b" stroke-width="4"/>`,
    `<rect x="185" y="100" width="50" height="30" rx="10" fill="{paint}" stroke="#30343b" stroke-width="4"/>`,
    `<rect x="465" y="110" width="50" height="30" rx="10" fill="{paint}" stroke="#30343b" stroke-width="4"/>`,
  ],
  // Windscreen above the dash, the wheel on the left, the centre screen and two vents.
  dashboard: [
    `<path d="M60 40 L700 40 L650 190 L110 190 Z" fill="#a9c4dc"/>`,
    `<path d="M30 190 L730 190 L730 425 L30 425 Z" fill="#30343b"/>`,
    `<rect x="30" y="190" width="700" height="26" fill="{paint}"/>`,
    `<circle cx="230" cy="330" r="95" fill="none" stroke="#16181b" stroke-width="22"/>`,
    `<path d="M140 330 L320 330 M230 330 L230 425" stroke="#16181b" stroke-width="18"/>`,
    `<rect x="400" y="240" width="170" height="100" rx="10" fill="#11161d" stroke="{paint}" stroke-width="5"/>`,
    `<rect x="600" y="250" width="80" height="26" rx="6" fill="#55595f"/><rect x="80" y="250" width="60" height="26" rx="6" fill="#55595f"/>`,
  ],
  // The open tailgate's frame around the luggage floor, with two cases.
  cargo: [
    `<path d="M90 60 Q380 20 670 60 L700 390 L60 390 Z" fill="{paint}" stroke="#30343b" stroke-width="4"/>`,
    `<path d="M140 95 Q380 65 620 95 L640 360 L120 360 Z" fill="#2b2f35"/>`,
    `<rect x="190" y="230" width="170" height="125" rx="12" fill="#8d6e63" stroke="#1f1f1f" stroke-width="3"/>`,
    `<rect x="390" y="260" width="190" height="95" rx="12" fill="#546e7a" stroke="#1f1f1f" stroke-width="3"/>`,
  ],
};

/** The shapes of a cabin view in `paint` (a hex colour), to sit inside the illustration's frame. */
export function cabinShapes(view: CabinView, paint: string): string {
  return CABIN[view].join("").replaceAll("{paint}", paint);
}
