import fs from "node:fs/promises";
import path from "node:path";
import { build, type Plugin } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** Where the browser tests' server bundle is written (dist/ is not tracked). */
export const SERVER_BUNDLE = path.join(ROOT, "dist/test-server/main.mjs");

/**
 * The server code finds its files next to its own source (`import.meta.dirname`: the migrations,
 * the web build); in one bundle every module would share the bundle's folder, so each source file
 * keeps its own folder, written in as a string.
 */
const ownFolder: Plugin = {
  name: "own-folder",
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
      const source = await fs.readFile(args.path, "utf8");
      return {
        contents: source.replaceAll("import.meta.dirname", JSON.stringify(path.dirname(args.path))),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

/**
 * Bundles src/server/main.ts into one ES module for the browser tests to start: the same code
 * `npm start` runs through tsx, transformed once per run (under a second) instead of at every
 * start (seconds each, times every server the tests start). The packages stay in node_modules,
 * loaded as `npm start` loads them. Rebuilt at every run, so it is never older than the code.
 */
export async function buildServerBundle(): Promise<string> {
  const partial = `${SERVER_BUNDLE}.${process.pid}`;
  await build({
    entryPoints: [path.join(ROOT, "src/server/main.ts")],
    outfile: partial,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    plugins: [ownFolder],
    logLevel: "warning",
  });
  // Renamed into place whole, so a run beside this one never starts half a file.
  await fs.rename(partial, SERVER_BUNDLE);
  return SERVER_BUNDLE;
}
