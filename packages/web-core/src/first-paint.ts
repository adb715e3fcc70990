/** Cards in view on a phone's first paint load their picture at once (the LCP image); the rest lazily (§9). */
export const FIRST_PAINT_CARDS = 2;
