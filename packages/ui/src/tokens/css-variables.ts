import { adSizes, breakpoints, colors, durations, imageSizes, layout, newsThumbnailWidth, radii, space, typography, zIndex, type Size } from "./tokens.js";

/** Prefix of every custom property of the kit, so it never clashes with an app's own variables. */
const PREFIX = "--cm";

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const px = (value: number): string => `${value}px`;

function group<T extends Record<string | number, unknown>>(
  name: string,
  values: T,
  format: (value: T[keyof T], key: string) => string,
): Array<[string, string]> {
  const prefix = name ? `${PREFIX}-${name}-` : `${PREFIX}-`;
  return Object.entries(values).map(([key, value]) => [`${prefix}${kebab(key)}`, format(value as T[keyof T], key)]);
}

function sizes(name: string, values: Record<string, Size>): Array<[string, string]> {
  return Object.entries(values).flatMap(([key, size]) => [
    [`${PREFIX}-${name}-${kebab(key)}-width`, px(size.width)],
    [`${PREFIX}-${name}-${kebab(key)}-height`, px(size.height)],
  ]);
}

function typographyValue(value: string | number, key: string): string {
  if (typeof value === "string") return value;
  return key.startsWith("fontSize") ? px(value) : String(value);
}

function layoutValue(value: number, key: string): string {
  return key.endsWith("Percent") ? `${value}%` : px(value);
}

/**
 * Every token as a CSS custom property, in a stable order: `--cm-color-brand`, `--cm-space-4`,
 * `--cm-image-card-width`, `--cm-duration-notification-fade`, …
 */
export function cssVariables(): ReadonlyArray<readonly [name: string, value: string]> {
  return [
    ...group("color", colors, (v) => v),
    ...group("space", space, (v) => px(v)),
    ...group("radius", radii, (v) => px(v)),
    ...group("", typography, typographyValue),
    ...group("z", zIndex, (v) => String(v)),
    ...group("bp", breakpoints, (v) => px(v)),
    ...sizes("image", imageSizes),
    [`${PREFIX}-image-news-thumbnail-width`, px(newsThumbnailWidth)],
    ...group("layout", layout, layoutValue),
    ...sizes("ad", adSizes),
    ...group("duration", durations, (v) => `${v}ms`),
  ];
}

/** The text of `tokens.css`: every token declared on `:root`. */
export function renderTokensCss(): string {
  const lines = cssVariables().map(([name, value]) => `  ${name}: ${value};`);
  return ["/* Generated from tokens.ts by `pnpm tokens`; do not edit by hand (a test keeps it in sync). */", ":root {", ...lines, "}", ""].join("\n");
}
