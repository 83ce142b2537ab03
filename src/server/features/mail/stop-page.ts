import { escapeHtml } from "./messages/layout";

/**
 * The small pages behind the links in mail (confirm an address, stop mail): a GET only shows a
 * button, and the POST it sends does the change, so a mail scanner that follows every link
 * changes nothing (RFC 8058 section 1). Plain HTML with no script: they must work anywhere.
 */
export function mailPage(parts: { title: string; text: string; button?: string; action?: string; lang?: string; dir?: "ltr" | "rtl" }): string {
  const action = parts.action ? ` action="${escapeHtml(parts.action)}"` : "";
  const form = parts.button
    ? `<form method="post"${action}><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(parts.button)}</button></form>`
    : "";
  return `<!doctype html>
<html lang="${escapeHtml(parts.lang ?? "en")}" dir="${parts.dir ?? "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(parts.title)}</title>
<style>
body{margin:0;font:17px/1.5 system-ui,sans-serif;background:#f6f1ee;color:#2b2024}
main{max-width:32rem;margin:12vh auto;padding:2rem 1.5rem;background:#fff;border-radius:10px}
h1{font:400 1.8rem Georgia,serif;margin:0 0 .75rem}
button{font:inherit;font-weight:600;padding:.75rem 1.25rem;border:0;border-radius:6px;background:#7a3e48;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #2b2024;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#1d1719;color:#f3ecee}main{background:#2b2326}button{background:#c98a95;color:#1d1719}}
</style></head>
<body><main><h1>${escapeHtml(parts.title)}</h1><p>${escapeHtml(parts.text)}</p>${form}</main></body></html>`;
}
