import type { FastifyInstance } from "fastify";
import { ACCOUNT_ROUTES, LISTING_SECTIONS, WEB_APP_MANIFEST_PATH } from "@carmarket/routes";
import { browserColors } from "@carmarket/ui/tokens";
import { APP_ICONS } from "./app-icon.js";

/** The screenshots of the richer install sheet (public/screenshots; e2e/scripts/manifest-screenshots.ts takes them). */
const MANIFEST_SCREENSHOTS = [
  { src: "/screenshots/phone-home.jpg", sizes: "1080x2400", form_factor: "narrow", label: "Cars for sale near you" },
  { src: "/screenshots/phone-vehicle.jpg", sizes: "1080x2400", form_factor: "narrow", label: "A car's price, deal and history" },
  { src: "/screenshots/desktop-search.jpg", sizes: "1920x1080", form_factor: "wide", label: "Search new, used and certified cars" },
] as const;

/**
 * The web app manifest (issue #28.1): one for both apps, since the origin and its pages are one site and
 * the server picks the app per device. Colours come from the kit's tokens.
 */
export function webAppManifest() {
  return {
    id: "/",
    name: "CarMarket: new and used cars near you",
    short_name: "CarMarket",
    description: "New, used and certified cars for sale near you, with dealer prices, reviews and rankings.",
    lang: "en-US",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: browserColors.theme,
    background_color: browserColors.background,
    categories: ["shopping", "lifestyle"],
    icons: APP_ICONS.filter((icon) => icon.purpose !== "apple").map(({ file, size, purpose }) => ({
      src: `/icons/${file}`,
      sizes: `${size}x${size}`,
      type: "image/png",
      purpose,
    })),
    screenshots: MANIFEST_SCREENSHOTS.map((screenshot) => ({ ...screenshot, type: "image/jpeg" })),
    shortcuts: [
      { name: "Saved cars", url: ACCOUNT_ROUTES.savedCars },
      { name: "Used cars", url: `/${LISTING_SECTIONS.used}` },
    ],
  };
}

/** Serves {@link webAppManifest} with its media type; a day in caches, like the site's other files. */
export async function registerWebAppManifest(server: FastifyInstance): Promise<void> {
  const body = JSON.stringify(webAppManifest());
  server.get(WEB_APP_MANIFEST_PATH, (_request, reply) =>
    reply.type("application/manifest+json; charset=utf-8").header("Cache-Control", "public, max-age=86400").send(body),
  );
}
