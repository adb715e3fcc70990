// Draws the installed app's icons (src/app-icon.ts) into public/icons: `pnpm --filter @carmarket/server icons`.
// web-app-manifest.test.ts draws them again and fails when a committed file no longer matches the tokens.
import { writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { APP_ICONS, appIconSvg, type AppIcon } from "../src/app-icon.js";

export const ICONS_DIR = new URL("../public/icons/", import.meta.url);

/** One icon as PNG bytes. */
export function renderAppIcon(icon: AppIcon): Buffer {
  return new Resvg(appIconSvg(icon), { fitTo: { mode: "width", value: icon.size } }).render().asPng();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const icon of APP_ICONS) writeFileSync(new URL(icon.file, ICONS_DIR), renderAppIcon(icon));
}
