import { loadSearchWords } from "@carmarket/web-core/search-words";
import type { Route } from "./+types/search";

// No page: `/search?q=` answers a redirect to the listing URL of the typed search (issue #17).
export const loader = (args: Route.LoaderArgs) => loadSearchWords(args);
