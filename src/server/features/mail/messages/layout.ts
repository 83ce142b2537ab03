import { isWithheld, WITHHELD_TEXT } from "./private-links";

/**
 * The one layout every message uses (docs/decisions/0013): its HTML and its plain-text twin come
 * from the same blocks, so they cannot drift apart. The HTML is what Gmail, Outlook and Apple
 * Mail all render: tables for layout, inline styles only (no <style> to strip), web-safe fonts,
 * colours that keep their contrast when a client inverts them for dark mode (mid-tone accents,
 * never white text on a transparent background), a `lang`, alt text for any image, and nothing
 * that reports an open (no remote images, no tracking pixels).
 */

export type MailBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  /** A call to action: a button in HTML, "label: url" in text. */
  | { type: "button"; label: string; href: string }
  /** Label and value rows (the event's date, time and venue; a person's answers). */
  | { type: "details"; rows: { label: string; value: string }[] }
  /** Small print: why this message came, how to stop it. */
  | { type: "note"; text: string; link?: { label: string; href: string } };

export interface MailDocument {
  /** BCP 47 language of the text, for screen readers and hyphenation. */
  lang: string;
  /**
   * Arabic is written right to left. Mail clients drop much CSS, so the direction is set with the
   * `dir` attribute on the root and on each table, and alignment with `align` (docs/decisions/0013).
   */
  dir?: "ltr" | "rtl";
  /** What the text part puts between a label and its value: French sets a narrow no-break space before the colon. */
  colon?: string;
  /** The <title> and the first heading. */
  title: string;
  /** The line inbox lists show after the subject (hidden in the body). */
  preheader?: string;
  blocks: MailBlock[];
  footer?: MailBlock[];
}

const COLORS = { text: "#2b2321", muted: "#6b5d58", accent: "#a4513f", rule: "#e6d5cc", panel: "#fdf8f4", page: "#f4ece7" };
const FONT = "Georgia, 'Times New Roman', serif";
const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

/** Keeps the guest's or couple's line breaks. */
const lines = (value: string) => escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>");

/** The side text starts on, and the one it ends on, for a direction. */
type Sides = { start: "left" | "right"; end: "left" | "right" };
const sidesOf = (dir: "ltr" | "rtl"): Sides => (dir === "rtl" ? { start: "right", end: "left" } : { start: "left", end: "right" });

function blockHtml(block: MailBlock, { start, end }: Sides): string {
  switch (block.type) {
    case "paragraph":
      return `<p align="${start}" style="margin:0 0 16px;text-align:${start};font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.text};">${lines(block.text)}</p>`;
    case "heading":
      return `<h2 align="${start}" style="margin:24px 0 8px;text-align:${start};font-family:${FONT};font-size:20px;line-height:28px;font-weight:normal;color:${COLORS.text};">${escapeHtml(block.text)}</h2>`;
    case "button":
      // A link only the recipient may have, in the couple's preview: its label, and why there is no link.
      if (isWithheld(block.href)) {
        return `<p align="${start}" style="margin:8px 0 24px;text-align:${start};font-family:${SANS};font-size:16px;line-height:24px;color:${COLORS.text};"><strong>${escapeHtml(block.label)}</strong><br><em style="color:${COLORS.muted};">${escapeHtml(WITHHELD_TEXT)}</em></p>`;
      }
      // A bulletproof button: the table cell carries the colour, so Outlook (which ignores padding on <a>) still shows it.
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background-color:${COLORS.accent};"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:12px 24px;font-family:${SANS};font-size:16px;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;border:1px solid ${COLORS.accent};">${escapeHtml(block.label)}</a></td></tr></table>`;
    case "details":
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:0 0 16px;border-collapse:collapse;">${block.rows
        .map(
          (row) =>
            `<tr><th scope="row" align="${start}" valign="top" style="padding:6px 0;padding-${end}:12px;text-align:${start};font-family:${SANS};font-size:14px;line-height:20px;font-weight:normal;color:${COLORS.muted};border-bottom:1px solid ${COLORS.rule};width:40%;">${escapeHtml(row.label)}</th><td align="${start}" valign="top" style="padding:6px 0;text-align:${start};font-family:${SANS};font-size:15px;line-height:20px;color:${COLORS.text};border-bottom:1px solid ${COLORS.rule};">${lines(row.value)}</td></tr>`,
        )
        .join("")}</table>`;
    case "note": {
      const link = !block.link
        ? ""
        : isWithheld(block.link.href)
          ? ` ${escapeHtml(block.link.label)} <em>${escapeHtml(WITHHELD_TEXT)}</em>`
          : ` <a href="${escapeHtml(block.link.href)}" style="color:${COLORS.accent};">${escapeHtml(block.link.label)}</a>`;
      return `<p align="${start}" style="margin:0 0 12px;text-align:${start};font-family:${SANS};font-size:13px;line-height:19px;color:${COLORS.muted};">${lines(block.text)}${link}</p>`;
    }
  }
}

function blockText(block: MailBlock, colon = ":"): string {
  switch (block.type) {
    case "paragraph":
      return block.text;
    case "heading":
      return `${block.text}\n${"-".repeat(Math.min(block.text.length, 60))}`;
    case "button":
      return `${block.label}${colon}\n${isWithheld(block.href) ? WITHHELD_TEXT : block.href}`;
    case "details":
      return block.rows.map((row) => `${row.label}${colon} ${row.value.replace(/\r\n|\r|\n/g, "\n  ")}`).join("\n");
    case "note":
      return block.link ? `${block.text} ${block.link.label}${colon} ${isWithheld(block.link.href) ? WITHHELD_TEXT : block.link.href}` : block.text;
  }
}

/** The HTML part. */
export function renderHtml(doc: MailDocument): string {
  const dir = doc.dir ?? "ltr";
  const sides = sidesOf(dir);
  const block = (each: MailBlock) => blockHtml(each, sides);
  const preheader = doc.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;mso-hide:all;" aria-hidden="true">${escapeHtml(doc.preheader)}</div>`
    : "";
  const footer = doc.footer?.length
    ? `<tr><td align="${sides.start}" style="padding:16px 32px 24px;border-top:1px solid ${COLORS.rule};">${doc.footer.map(block).join("")}</td></tr>`
    : "";
  return `<!DOCTYPE html>
<html lang="${escapeHtml(doc.lang)}" dir="${dir}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(doc.title)}</title>
</head>
<body dir="${dir}" style="margin:0;padding:0;background-color:${COLORS.page};">
${preheader}
<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="background-color:${COLORS.page};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" dir="${dir}" cellpadding="0" cellspacing="0" border="0" width="100%" style="max-width:600px;direction:${dir};background-color:${COLORS.panel};border:1px solid ${COLORS.rule};border-radius:8px;">
<tr><td align="${sides.start}" style="padding:32px 32px 8px;text-align:${sides.start};">
<h1 align="${sides.start}" style="margin:0 0 16px;text-align:${sides.start};font-family:${FONT};font-size:26px;line-height:34px;font-weight:normal;color:${COLORS.accent};">${escapeHtml(doc.title)}</h1>
${doc.blocks.map(block).join("\n")}
</td></tr>
${footer}
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The text/plain part: the same blocks, with each link written out. */
export function renderText(doc: MailDocument): string {
  const parts = [doc.title, "=".repeat(Math.min(doc.title.length, 60)), ...doc.blocks.map((block) => blockText(block, doc.colon))];
  if (doc.footer?.length) parts.push("--", ...doc.footer.map((block) => blockText(block, doc.colon)));
  return `${parts.join("\n\n")}\n`;
}

/** The message's call to action: its first button, when it is a link the couple may have (a party's invitation). */
export type MailAction = { label: string; url: string };

/**
 * The two parts, the call to action, and whether a link was withheld: the couple's preview of a
 * message that carries a recipient's own link (docs/decisions/0021-mail-to-strangers.md).
 */
export function renderDocument(doc: MailDocument): { html: string; text: string; action?: MailAction; withheld: boolean } {
  const button = doc.blocks.find((block) => block.type === "button");
  const hrefs = [...doc.blocks, ...(doc.footer ?? [])].flatMap((block) =>
    block.type === "button" ? [block.href] : block.type === "note" && block.link ? [block.link.href] : [],
  );
  return {
    html: renderHtml(doc),
    text: renderText(doc),
    ...(button && !isWithheld(button.href) ? { action: { label: button.label, url: button.href } } : {}),
    withheld: hrefs.some(isWithheld),
  };
}
