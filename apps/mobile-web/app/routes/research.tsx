import { loadResearch, researchAction, researchMeta, ResearchPage } from "@carmarket/web-core/research";
import type { Route } from "./+types/research";

export const loader = (args: Route.LoaderArgs) => loadResearch(args);
export const action = (args: Route.ActionArgs) => researchAction(args);
export const meta = ({ loaderData }: Route.MetaArgs) => researchMeta({ loaderData });
export default ResearchPage;
