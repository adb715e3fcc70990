import { HomePage, homeMeta, loadHome } from "@carmarket/web-core";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => loadHome(args);
export const meta = homeMeta;
export default HomePage;
