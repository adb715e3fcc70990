import { defineLibraryConfig } from "@carmarket/tsup-config";

export default defineLibraryConfig();
