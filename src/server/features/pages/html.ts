/** Text for HTML content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * JSON that is safe inside <script type="application/json">: `<` can never start `</script>`
 * or `<!--`, and U+2028/2029 are escaped for older parsers. JSON.parse reads it back unchanged.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export interface PageParts {
  /** `<html lang dir>`: the guest page's language (issue 16). */
  lang?: string;
  dir?: "ltr" | "rtl";
  title?: string;
  description?: string;
  head?: string;
  /** Markup the browser paints before the app starts (the app replaces it on its first render). */
  html?: string;
  data?: string;
}

/**
 * Fills index.html's placeholders. Replacement functions (not strings) so a `$&` in a
 * couple's name is never read as a replacement pattern.
 */
export function fillTemplate(template: string, parts: PageParts): string {
  let html = template;
  if (parts.lang !== undefined) {
    const attributes = ` lang="${escapeHtml(parts.lang)}"${parts.dir === "rtl" ? ' dir="rtl"' : ""}`;
    html = html.replace(/<html[^>]*>/, () => `<html${attributes}>`);
  }
  if (parts.title !== undefined) {
    const title = parts.title;
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  }
  if (parts.description !== undefined) {
    const description = parts.description;
    html = html.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}" />`);
  }
  html = html.replace("<!--app-head-->", () => parts.head ?? "");
  html = html.replace("<!--app-html-->", () => parts.html ?? "");
  html = html.replace("<!--app-data-->", () => parts.data ?? "");
  return html;
}

/** <link> tags that fetch a route's CSS and JS chunks beside the entry, not after it has run. */
export function preloadLinks({ js, css }: { js: readonly string[]; css: readonly string[] }): string[] {
  return [
    ...css.map((file) => `<link rel="stylesheet" href="/${escapeHtml(file)}" />`),
    ...js.map((file) => `<link rel="modulepreload" href="/${escapeHtml(file)}" />`),
  ];
}

/**
 * Preloads for the self-hosted fonts a page paints its names with, so they arrive with the CSS
 * rather than after it (font requests are CORS requests, hence crossorigin, even on the same origin).
 */
export function fontPreloadLinks(files: readonly string[]): string[] {
  return files.map((file) => `<link rel="preload" as="font" type="font/woff2" href="/${escapeHtml(file)}" crossorigin />`);
}
