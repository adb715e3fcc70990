import { pageCssPlugin } from "@carmarket/web-config/page-css";
import { defineProjectConfig } from "@carmarket/vitest-config";

// The shell's chunks name their stylesheets through the apps' build-time map (ADR 204); in tests it is empty.
export default defineProjectConfig({ plugins: [pageCssPlugin()] });
