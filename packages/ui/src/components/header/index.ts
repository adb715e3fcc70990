export { Header, type HeaderProps } from "./header.js";
export type { LinkComponent, LinkComponentProps } from "../../utils/link-component.js";
