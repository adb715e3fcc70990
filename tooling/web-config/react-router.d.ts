import type { Config } from "@react-router/dev/config";
export declare const appRouterConfig: Config;
