export { AppDownloadBanner, type AppDownloadBannerProps } from "./app-download-banner.js";
