import { defineConfig } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "./chromium";

const PORT = Number(process.env.E2E_PORT ?? 8181);
// Set once in the runner; workers inherit it, so specs find the server's data folder (ops token).
process.env.E2E_DATA_DIR ??= `.tmp/e2e-data-${Date.now()}`;
const DATA_DIR = process.env.E2E_DATA_DIR;

/** One server per run on a temporary data folder, Debian's Chromium. */
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  outputDir: "../.tmp/test-results",
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
    viewport: { width: 1440, height: 900 },
    screenshot: "only-on-failure",
    launchOptions: CHROMIUM_LAUNCH,
  },
  projects: [
    { name: "console", testIgnore: "**/registry-feed.spec.ts" },
    // Starts its own server with a fast registry feed (e2e/support/feed-server.ts).
    { name: "registry-feed", testMatch: "**/registry-feed.spec.ts" },
  ],
  webServer: {
    command: `node tools/start.mjs --no-build`,
    cwd: "..",
    url: `http://localhost:${PORT}/v1/common-codes`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Every journey signs in, often as two people: the login limit (10 a minute per client) guards real
    // users, not one test run from one address.
    // The postal simulator moves a letter every 2 seconds (posts.spec follows a post to delivery).
    env: {
      PORT: String(PORT),
      DATA_DIR,
      LOG_LEVEL: "warn",
      DEMO_AUTO_APPROVE: "1",
      LOGIN_RATE_LIMIT_MAX: "1000",
      POST_STEP_SECONDS: "2",
      // The e-document simulator runs an hour a second (e-posts.spec follows owners to opened and completed).
      EDOC_CLOCK_SCALE: "3600",
    },
  },
});
