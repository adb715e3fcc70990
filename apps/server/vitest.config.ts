import { defineProjectConfig } from "@carmarket/vitest-config";

export default defineProjectConfig({ test: { testTimeout: 60_000, hookTimeout: 120_000 } });
