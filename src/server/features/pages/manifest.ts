import fs from "node:fs";
import path from "node:path";
import { THEME_FONT_FILES, type ThemeFont } from "../../../contract/theme-fonts";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export function readManifest(webDistDir: string): ViteManifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(webDistDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  } catch {
    return undefined;
  }
}

/** The JS and CSS a lazily loaded module needs (its own chunk and everything it imports statically). */
export function chunkFiles(manifest: ViteManifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.css?.forEach((file) => css.add(file));
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/** The built (hashed) path of each preloadable font (src/contract/theme-fonts.ts), found by its source file name. */
export function fontFiles(manifest: ViteManifest): Partial<Record<ThemeFont, string>> {
  const files: Partial<Record<ThemeFont, string>> = {};
  for (const [font, name] of Object.entries(THEME_FONT_FILES) as [ThemeFont, string][]) {
    const key = Object.keys(manifest).find((candidate) => candidate.endsWith(`/${name}`));
    if (key) files[font] = manifest[key]?.file;
  }
  return files;
}
