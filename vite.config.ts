import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

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
    proxy: { "/api": "http://localhost:3000" },
  },
});
