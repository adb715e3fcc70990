/**
 * What a shopper calls a gearbox, against what listings say ('6-Speed Manual', '8-Speed Dual-Clutch', 'CVT'):
 * the catalogue's own transmission values are sorted into these kinds (issue #26.3), so 'manual' finds every
 * manual the listings name, whatever their words, and a kind no listing has is not understood.
 */
export const TRANSMISSION_KINDS = ["automatic", "manual", "cvt", "dual-clutch"] as const;

/** One kind of gearbox a shopper names. */
export type TransmissionKind = (typeof TRANSMISSION_KINDS)[number];

// An automated manual ('Automated Manual Transmission') shifts itself: shoppers who want a stick do not mean it.
const MANUAL = /\b(?:manual|standard|stick)\b/i;
const SHIFTS_ITSELF = /\bautomat(?:ic|ed)\b|\bcvt\b|continuously variable|dual[- ]?clutch|\bdct\b|direct drive|single[- ]speed|\b1-speed\b/i;
const CVT = /\bcvt\b|continuously variable/i;
const DUAL_CLUTCH = /dual[- ]?clutch|\bdct\b/i;

/** Whether a listing's transmission value is of `kind`: every gearbox that is not a manual is an automatic. */
function isTransmissionKind(value: string, kind: TransmissionKind): boolean {
  const manual = MANUAL.test(value) && !SHIFTS_ITSELF.test(value);
  switch (kind) {
    case "manual":
      return manual;
    case "automatic":
      return !manual;
    case "cvt":
      return CVT.test(value);
    case "dual-clutch":
      return DUAL_CLUTCH.test(value);
  }
}

/** The catalogue's values of one kind, in catalogue order. */
export function transmissionsOfKind(transmissions: readonly string[], kind: TransmissionKind): string[] {
  return transmissions.filter((value) => isTransmissionKind(value, kind));
}
