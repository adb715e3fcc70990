import type { GalleryItem } from "@carmarket/listing";

function picture(label: string, hue: number): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="760" height="425"><rect width="760" height="425" fill="hsl(${hue} 40% 50%)"/>` +
    `<text x="380" y="230" font-size="64" text-anchor="middle" fill="#fff">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Photos tagged Exterior/Interior plus two videos (posters inline, embeds on about:blank). */
export const MEDIA_ITEMS: GalleryItem[] = [
  { path: `${picture("Front", 10)}#images/front`, tags: ["Exterior"] },
  { path: `${picture("Side", 60)}#images/side`, tags: ["Exterior"] },
  { path: `${picture("Rear", 120)}#images/rear`, tags: ["Exterior"] },
  { path: `${picture("Dashboard", 200)}#images/dash`, tags: ["Interior"] },
  { path: `${picture("Seats", 260)}#images/seats`, tags: ["Interior"] },
  { path: "about:blank#walkaround", tags: ["Review"], video_tag: "m", poster: picture("Walkaround", 300) },
  { path: "about:blank#test-drive", tags: ["Test Drive"], video_tag: "l", poster: picture("Test drive", 330) },
];
