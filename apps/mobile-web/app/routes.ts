import type { RouteConfig } from "@react-router/dev/routes";
import { appRoutes } from "@carmarket/web-config/routes";

// Both apps serve the same routes (one table in @carmarket/web-config, ADR 182); each app has its own modules.
export default appRoutes() satisfies RouteConfig;
