import { NewsArticlePage, loadNewsArticle, newsArticleMeta } from "@carmarket/web-core/news";
import type { Route } from "./+types/news-article";

export const loader = (args: Route.LoaderArgs) => loadNewsArticle(args);
export const meta = (args: Route.MetaArgs) => newsArticleMeta(args);

export default function Page() {
  return <NewsArticlePage variant="desktop" />;
}
