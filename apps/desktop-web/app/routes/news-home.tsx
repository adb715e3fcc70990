import { NewsHomePage, loadNewsHome, newsHomeMeta } from "@carmarket/web-core/news";
import type { Route } from "./+types/news-home";

export const loader = (args: Route.LoaderArgs) => loadNewsHome(args);
export const meta = (args: Route.MetaArgs) => newsHomeMeta(args);

export default function Page() {
  return <NewsHomePage variant="desktop" />;
}
