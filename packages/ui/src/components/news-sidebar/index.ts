export { NewsSidebar } from "./news-sidebar.js";
export type { NewsSidebarProps } from "./news-sidebar.js";
