/**
 * The design tokens of the CarMarket UI kit: the ONE place for colours, spacing, type, z-index,
 * breakpoints and every size, width and timing of spec §9. `tokens.css` is generated from this file
 * (`pnpm tokens`) and a test keeps the two in sync.
 */

/** Brand and UI colours. */
export const colors = {
  brand: "#0b5cad",
  brandStrong: "#084a8c",
  brandContrast: "#ffffff",
  text: "#1b1f24",
  textMuted: "#4a5360",
  surface: "#ffffff",
  surfaceMuted: "#f2f4f7",
  surfaceInverse: "#14202e",
  textInverse: "#ffffff",
  border: "#c9ced6",
  focus: "#1a73e8",
  danger: "#b3261e",
  success: "#1e7b34",
  warning: "#8a5a00",
  backdrop: "rgb(0 0 0 / 55%)",
  dealExcellent: "#1e7b34",
  dealGood: "#2e6f31",
  dealFair: "#56616e",
  dealBad: "#9a4a00",
  dealOverpriced: "#b3261e",
  dealUncertain: "#56616e",
  star: "#a86500",
} as const;

/**
 * The browser's own chrome around the site (issue #28): the status bar and an installed app's title bar
 * continue the header (`theme-color`, the manifest's `theme_color`); its splash screen is the page's surface.
 */
export const browserColors = { theme: colors.surfaceInverse, background: colors.surface } as const;

/** Spacing scale in px (4-point grid). */
export const space = { 0: 0, 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32, 10: 40, 12: 48 } as const;

/** Corner radii in px. */
export const radii = { sm: 4, md: 8, lg: 12, pill: 999 } as const;

/** Typography: families, sizes (px), weights and line heights. */
export const typography = {
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontSizeXs: 12,
  fontSizeSm: 14,
  fontSizeMd: 16,
  fontSizeLg: 18,
  fontSizeXl: 22,
  fontSizeXxl: 28,
  fontWeightRegular: 400,
  fontWeightBold: 700,
  lineHeight: 1.45,
} as const;

/** Stacking order; overlays above sticky UI above content. */
export const zIndex = { sticky: 100, header: 200, banner: 300, overlay: 400, modal: 500, notification: 600 } as const;

/**
 * Breakpoints of spec §9 (px). CSS custom properties cannot be used inside `@media`, so CSS files write
 * these numbers literally; a test checks every `@media` width in the kit is one of them.
 */
export const breakpoints = { xs: 374, sm: 500, lg: 1439, xl: 1440, xxl: 2560 } as const;

/** A width × height pair in px. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** Image sizes of spec §9 (px). */
export const imageSizes = {
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
} as const satisfies Record<string, Size>;

/** News thumbnail width of spec §9 (px; height follows the image's ratio). */
export const newsThumbnailWidth = 290;

/** Layout widths and heights of spec §9 (px unless the name says percent). */
export const layout = {
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
  appSpacerHeight: 100,
} as const;

/** Ad sizes of spec §9 (px). */
export const adSizes = {
  inContent: { width: 824, height: 400 },
  post: { width: 1139, height: 255 },
} as const satisfies Record<string, Size>;

/** Timings of spec §9 (ms). */
export const durations = {
  notificationFade: 3000,
  carouselTransition: 800,
  scroll: 500,
} as const;

/** Limits of spec §9 that shape components (the carousel's 9 cars is `CAROUSEL_MAX_CARS` of @carmarket/listing). */
export const limits = {
  /** Images load when they come within this distance of the viewport (§9). */
  lazyLoadMargin: 200,
} as const;
