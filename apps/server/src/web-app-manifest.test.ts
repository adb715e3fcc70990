// Issue #28.1: the manifest and the icons it names, drawn from the kit's tokens.
import { readFileSync } from "node:fs";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { browserColors } from "@carmarket/ui/tokens";
import { ICONS_DIR, renderAppIcon } from "../scripts/write-app-icons.js";
import { APP_ICONS } from "./app-icon.js";
import { registerWebAppManifest, webAppManifest } from "./web-app-manifest.js";

const PUBLIC = new URL("../public/", import.meta.url);
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

describe("the web app manifest (issue #28.1)", () => {
  it("#28.1 has what an installable app needs: names, start URL and scope at the root, standalone, the tokens' colours", () => {
    expect(webAppManifest()).toMatchObject({
      id: "/",
      name: "CarMarket: new and used cars near you",
      short_name: "CarMarket",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: browserColors.theme,
      background_color: browserColors.background,
    });
  });

  it("#28.1 icons 192 and 512 and a maskable one, each a PNG file of its stated size drawn from the tokens' colours", () => {
    const { icons } = webAppManifest();
    expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
    for (const icon of APP_ICONS) {
      const committed = readFileSync(new URL(icon.file, ICONS_DIR));
      expect(pngSize(committed), icon.file).toBe(`${icon.size}x${icon.size}`);
      // A token changed without `pnpm --filter @carmarket/server icons`: the committed file is stale.
      expect(committed.equals(renderAppIcon(icon)), icon.file).toBe(true);
    }
  });

  it("#28.1 screenshots for the richer install sheet, narrow (phones) and wide, each a file of its stated size", () => {
    const { screenshots } = webAppManifest();
    expect(new Set(screenshots.map((screenshot) => screenshot.form_factor))).toEqual(new Set(["narrow", "wide"]));
    for (const { src, sizes } of screenshots) {
      const jpeg = readFileSync(new URL(`.${src}`, PUBLIC));
      // The JPEG's SOF0/SOF2 frame header holds the height and width.
      const frame = [...jpeg.keys()].find((index) => jpeg[index] === 0xff && (jpeg[index + 1] === 0xc0 || jpeg[index + 1] === 0xc2))!;
      expect(`${jpeg.readUInt16BE(frame + 7)}x${jpeg.readUInt16BE(frame + 5)}`, src).toBe(sizes);
    }
  });

  it("is served as application/manifest+json", async () => {
    const server = Fastify();
    await registerWebAppManifest(server);
    const answer = await server.inject({ url: "/manifest.webmanifest" });
    expect(answer.headers["content-type"]).toBe("application/manifest+json; charset=utf-8");
    expect(answer.json()).toEqual(webAppManifest());
    await server.close();
  });
});
