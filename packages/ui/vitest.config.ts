// Two projects in one `pnpm test`: fast jsdom unit tests, and every story as a browser test
// (addon-vitest) in Debian's Chromium, with the a11y addon failing a story on any axe violation.
import { fileURLToPath } from "node:url";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineProjectConfig } from "@carmarket/vitest-config";
import { playwright } from "@vitest/browser-playwright";
import react from "@vitejs/plugin-react";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export default defineProjectConfig({
  plugins: [react()],
  test: {
    // The shared 2-core machine runs many suites at once; axe over a full card list can exceed 5 s there.
    testTimeout: 30_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "jsdom",
          include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
          setupFiles: ["./src/test/setup.ts"],
          css: { modules: { classNameStrategy: "non-scoped" } },
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
        test: {
          name: "storybook",
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromium, args: chromiumFlags } }),
            instances: [{ browser: "chromium" }],
          },
        },
      },
    ],
  },
});
