export { ScrollToTop, type ScrollToTopProps } from "./scroll-to-top.js";
