import { researchAction, researchClientLoader, researchLoader, researchMeta, ResearchPage, researchShouldRevalidate } from "@carmarket/web-core/research";
import type { ShouldRevalidateFunction } from "react-router";
import type { Route } from "./+types/research";

export const loader = (args: Route.LoaderArgs) => researchLoader(args);
export const clientLoader = (args: Route.ClientLoaderArgs) => researchClientLoader(args);
export const action = (args: Route.ActionArgs) => researchAction(args);
export const shouldRevalidate: ShouldRevalidateFunction = (args) => researchShouldRevalidate(args);
export const meta = ({ loaderData }: Route.MetaArgs) => researchMeta({ loaderData });
export default ResearchPage;
