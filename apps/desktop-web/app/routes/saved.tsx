import { SavedPage, loadSaved, savedMeta } from "@carmarket/web-core/saved";
import type { Route } from "./+types/saved";

export const loader = (args: Route.LoaderArgs) => loadSaved(args);
export const meta = savedMeta;
export default SavedPage;
