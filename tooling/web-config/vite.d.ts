import type { PluginOption, UserConfig } from "vite";
export declare function defineAppViteConfig(options: { base: string; plugins?: PluginOption[] }): UserConfig;
