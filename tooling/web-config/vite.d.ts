import type { UserConfig } from "vite";
export declare function defineAppViteConfig(options: { base: string }): UserConfig;
