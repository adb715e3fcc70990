import type { UserConfig } from "vitest/config";
export declare const sourceConditions: string[];
export declare function defineProjectConfig(config?: UserConfig): UserConfig;
