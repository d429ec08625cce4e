import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API in `npm run dev` (tsx watch on the default port). */
const API_ORIGIN = "http://localhost:8080";
const API_PREFIXES = ["/v1", "/v2", "/v3", "/oauth", "/docs", "/ai"];

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN }])),
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Zod and the setting that turns its eval probe off (src/lib/zod-jitless.ts) in one chunk, so
        // the setting is made before any chunk that builds a schema runs.
        codeSplitting: {
          groups: [{ name: "zod", test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-jitless\.ts$/ }],
        },
      },
      treeshake: {
        // @johap/contracts builds its schemas at module level (`z.object(...)`); those calls have no
        // side effects, so schemas a chunk does not use (and zod with them) can be left out.
        manualPureFunctions: ["z"],
      },
    },
  },
});
