// Takes one name from the package index; the index also re-exports what only the route uses.
import { header } from "../lib/index.js";
export const Layout = () => header();
