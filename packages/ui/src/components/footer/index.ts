export { Footer, type FooterColumn, type FooterProps } from "./footer.js";
