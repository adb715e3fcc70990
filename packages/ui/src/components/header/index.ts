export { Header, type HeaderProps } from "./header.js";
