import { defineProjectConfig } from "@carmarket/vitest-config";

export default defineProjectConfig({ test: { testTimeout: 30_000, hookTimeout: 60_000 } });
