import { AuthorPage, loadAuthor, authorMeta } from "@carmarket/web-core/news";
import type { Route } from "./+types/author";

export const loader = (args: Route.LoaderArgs) => loadAuthor(args);
export const meta = (args: Route.MetaArgs) => authorMeta(args);

export default function Page() {
  return <AuthorPage variant="desktop" />;
}
