import { NewsCategoryPage, loadNewsCategory, newsCategoryMeta } from "@carmarket/web-core/news";
import type { Route } from "./+types/news-category";

export const loader = (args: Route.LoaderArgs) => loadNewsCategory(args);
export const meta = (args: Route.MetaArgs) => newsCategoryMeta(args);

export default function Page() {
  return <NewsCategoryPage variant="desktop" />;
}
