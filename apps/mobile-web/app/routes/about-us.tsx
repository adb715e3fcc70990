import { AboutPage, loadAbout, aboutMeta } from "@carmarket/web-core/news";
import type { Route } from "./+types/about-us";

export const loader = (args: Route.LoaderArgs) => loadAbout(args);
export const meta = (args: Route.MetaArgs) => aboutMeta(args);

export default function Page() {
  return <AboutPage variant="mobile" />;
}
