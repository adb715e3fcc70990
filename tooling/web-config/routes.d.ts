import type { RouteConfigEntry } from "@react-router/dev/routes";
/** Every route of both apps; file paths are relative to the calling app's app/ directory. */
export declare function appRoutes(): RouteConfigEntry[];
