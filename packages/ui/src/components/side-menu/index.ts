export { SideMenu, type SideMenuLink, type SideMenuProps } from "./side-menu.js";
