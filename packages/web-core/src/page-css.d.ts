/** Stylesheets of each lazily loaded page module, by its path from the workspace root (tooling/web-config/page-css.js). */
declare module "virtual:carmarket/page-css" {
  const stylesheets: Readonly<Record<string, readonly string[]>>;
  export default stylesheets;
}
