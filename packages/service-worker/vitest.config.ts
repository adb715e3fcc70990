import { defineProjectConfig } from "@carmarket/vitest-config";

export default defineProjectConfig();
