import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // API test files mostly wait (jobs, the database): three at once on two cores halve the suite's time.
    maxWorkers: 3,
    projects: [
      { test: { name: "contracts", include: ["packages/contracts/src/**/*.test.ts"] } },
      { test: { name: "web", include: ["apps/web/src/**/*.test.ts"], environment: "node" } },
      // The owner pages as the server renders them (entry-server.tsx).
      { test: { name: "owner", include: ["apps/owner/src/**/*.test.{ts,tsx}"], environment: "node" } },
      {
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.ts"],
          globalSetup: ["apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Background PDF threads at normal priority here (platform/threads/thread-entry.mjs says why).
          env: { BACKGROUND_THREAD_NICE: "0" },
          pool: "forks",
        },
      },
    ],
  },
});
