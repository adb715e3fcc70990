import { LazySearchWordsBox } from "@carmarket/web-core";
import { HomePage, homeMeta, loadHome } from "@carmarket/web-core/home";
import type { Route } from "./+types/home";

export const loader = (args: Route.LoaderArgs) => loadHome(args);
export const meta = (args: Route.MetaArgs) => homeMeta(args);

/** The desktop home page shows the free-text search box on the page; the mobile app has it in its header. */
export default function DesktopHome() {
  return <HomePage searchBox={<LazySearchWordsBox />} />;
}
