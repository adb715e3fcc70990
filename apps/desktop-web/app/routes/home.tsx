import { HomePage, homeMeta, loadHome } from "@carmarket/web-core/home";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => loadHome(args);
export const meta = (args: Route.MetaArgs) => homeMeta(args);
export default HomePage;
