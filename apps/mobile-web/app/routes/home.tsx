import { HomePage, homeMeta, loadHome } from "@carmarket/web-core/home";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => loadHome(args);
export const meta = (args: Route.MetaArgs) => homeMeta(args);

/** The mobile home page adds the fixed bottom bar of nearby cars (§2.6). */
export default function MobileHome() {
  return <HomePage stickyBar />;
}
