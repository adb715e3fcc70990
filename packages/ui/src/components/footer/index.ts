export { Footer, type FooterColumn, type FooterProps } from "./footer.js";
export type { LinkComponent, LinkComponentProps } from "../../utils/link-component.js";
