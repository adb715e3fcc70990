import { researchAction, researchClientLoader, researchLoader, researchMeta, ResearchPage } from "@carmarket/web-core/research";
import type { Route } from "./+types/research";

export const loader = (args: Route.LoaderArgs) => researchLoader(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => researchClientLoader(args);
export const action = (args: Route.ActionArgs) => researchAction(args);
export const meta = ({ loaderData }: Route.MetaArgs) => researchMeta({ loaderData });
export default ResearchPage;
