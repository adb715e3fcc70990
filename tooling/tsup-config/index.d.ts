import type { Options } from "tsup";
export declare function defineLibraryConfig(overrides?: Partial<Options>): Options | Options[];
