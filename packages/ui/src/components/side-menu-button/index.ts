export { SideMenuButton, type SideMenuButtonProps } from "./side-menu-button.js";
