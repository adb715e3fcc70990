import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { renderTokensCss } from "./css-variables.js";
import { breakpoints, durations, imageSizes, layout, limits, newsThumbnailWidth, adSizes } from "./tokens.js";

// Vitest runs from the package folder.
const srcDir = resolve("src");

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

describe("tokens", () => {
  it("tokens.css is exactly what tokens.ts generates (run `pnpm tokens` after editing tokens.ts)", () => {
    expect(readFileSync(join(srcDir, "tokens/tokens.css"), "utf8")).toBe(renderTokensCss());
  });

  it("§9 breakpoints 374, 500, 1439, 1440, 2560 px", () => {
    expect(Object.values(breakpoints)).toEqual([374, 500, 1439, 1440, 2560]);
  });

  it("§9 every @media width in the kit is one of the breakpoints", () => {
    const allowed = new Set(Object.values(breakpoints).map((b) => `${b}px`));
    const used = cssFiles(srcDir).flatMap((file) => [...readFileSync(file, "utf8").matchAll(/@media[^{]*?(?:min|max)-width:\s*([\d.]+px)/g)].map((m) => m[1]));
    expect(used.filter((width) => !allowed.has(width!))).toEqual([]);
  });

  it("§9 image sizes", () => {
    expect(imageSizes).toEqual({
      mainDesktop: { width: 760, height: 425 },
      mainMobile: { width: 345, height: 230 },
      thumbnail: { width: 114, height: 75 },
      thumbnailSmall: { width: 77, height: 46 },
      card: { width: 220, height: 150 },
      news: { width: 800, height: 440 },
      articleHeroDesktop: { width: 881, height: 500 },
      articleHeroMobile: { width: 350, height: 195 },
      listThumbnail: { width: 600, height: 360 },
      author: { width: 60, height: 60 },
    });
    expect(newsThumbnailWidth).toBe(290);
  });

  it("§9 layout widths, ad sizes, timings and limits", () => {
    expect(layout).toMatchObject({
      sideMenuWidthPercent: 80,
      sideMenuMaxWidth: 400,
      leadPopupWidth: 400,
      thankYouWidthMobile: 300,
      zipFormWidth: 400,
      modalWidth: 560,
      articleColumnMaxWidth: 940,
      layoutMaxWidth: 1300,
      articleMinHeight: 3000,
      sidebarWidth: 320,
      sidebarAdHeight: 2500,
      adContainerWidthMobile: 374.4,
    });
    expect(adSizes).toEqual({ inContent: { width: 824, height: 400 }, post: { width: 1139, height: 255 } });
    expect(durations).toEqual({ notificationFade: 3000, carouselTransition: 800, scroll: 500 });
    expect(limits).toEqual({ lazyLoadMargin: 200 });
  });

  it("§9 sizes reach CSS as custom properties", () => {
    const css = renderTokensCss();
    expect(css).toContain("--cm-layout-side-menu-width-percent: 80%;");
    expect(css).toContain("--cm-layout-side-menu-max-width: 400px;");
    expect(css).toContain("--cm-image-card-width: 220px;");
    expect(css).toContain("--cm-duration-notification-fade: 3000ms;");
    expect(css).toContain("--cm-bp-xs: 374px;");
  });
});
