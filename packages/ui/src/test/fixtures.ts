// Story and test fixtures (never part of the published build): local images, so stories need no network.

/** Builds an SVG data URI: a car silhouette on a coloured background. */
export function carPicture(background: string, label = ""): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 150"><rect width="220" height="150" fill="${background}"/><path d="M30 100 L55 70 L150 70 L185 100 Z" fill="#fff" opacity=".85"/><circle cx="65" cy="105" r="14" fill="#222"/><circle cx="160" cy="105" r="14" fill="#222"/><text x="110" y="40" font-size="18" text-anchor="middle" fill="#fff" font-family="sans-serif">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** The default picture used by stories. */
export const sampleCarImage = carPicture("#3a6ea5");
