import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Journeys run against the production build, started the way `pnpm start` starts it, in Debian's chromium.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The dealers' photo server of the photo journey (fixtures/image-server.mjs), 1000 above the site.
export const IMAGE_PORT = PORT + 1000;
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};

export default defineConfig({
  testDir: "./tests",
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: "on-first-retry", launchOptions: chromium },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "mobile", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: [
    {
      command: "node fixtures/image-server.mjs",
      url: `http://127.0.0.1:${IMAGE_PORT}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { IMAGE_PORT: String(IMAGE_PORT) },
    },
    {
      command: "node ../apps/server/dist/main.js",
      url: `http://127.0.0.1:${PORT}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      // Every journey signs up from 127.0.0.1: the per-IP budgets would refuse the run's later accounts.
      // TRUST_PROXY: the journeys stand in for the proxy, so an attacker's requests can come "from" other addresses.
      // DEV_ROUTES: the journeys read emails from the dev mailbox and end a dealer's car through the dev feed
      // upload; the server allows that on loopback only. IMAGE_FETCH_ALLOW: the photo journey's local dealer photos.
      env: {
        PORT: String(PORT),
        DATA_DIR: "memory://",
        MEDIA_DIR: join(tmpdir(), `carmarket-e2e-media-${PORT}`),
        SEED_LISTINGS: "2000",
        LOG_LEVEL: "warn",
        RATE_LIMIT_SCALE: "10",
        DEV_ROUTES: "1",
        IMAGE_FETCH_ALLOW: `127.0.0.1:${IMAGE_PORT}`,
        TRUST_PROXY: "127.0.0.1",
      },
    },
  ],
});
