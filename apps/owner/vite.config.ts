import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The API in `npm run dev` (tsx watch on the default port). */
const API_ORIGIN = "http://localhost:8080";

/**
 * The owners' pages, served by the API under /m (apps/server/src/app.ts). No MUI and no zod: the first
 * load stays under 90 KB of JavaScript (gzip; `npm run bench:owner-page` measures it). The steps after
 * the identity check are a chunk of their own, loaded while the owner types the code.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: "/m/",
  plugins: [react()],
  server: {
    port: 5174,
    strictPort: true,
    proxy: { "/v1": { target: API_ORIGIN }, "/v2": { target: API_ORIGIN } },
  },
  // `vite build --ssr src/entry-server.tsx --outDir dist-ssr` (part of `npm run build`): the consent link's page
  // rendered by the API; it needs no public files.
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", copyPublicDir: !isSsrBuild },
}));
