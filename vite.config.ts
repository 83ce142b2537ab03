import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiProxyTarget = process.env.API_PROXY_TARGET || `http://127.0.0.1:${process.env.PORT || 3000}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "dist/web",
    emptyOutDir: true,
    target: "es2022",
    sourcemap: false,
    // .vite/manifest.json: the server preloads a guest page's chunk from it, bench/size.ts measures routes with it.
    manifest: true,
  },
  server: {
    // `npm run dev` (scripts/dev.mjs) sets API_PROXY_TARGET from the API server's PORT; run alone, Vite assumes the default.
    // /uploads serves local photos; the health checks answer at the root, not under /api.
    proxy: Object.fromEntries(["/api", "/uploads", "/healthz", "/readyz"].map((prefix) => [prefix, apiProxyTarget])),
  },
});
