import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// `npm run check` keeps English prose out of the web code (issue 16: guest pages in eight languages,
// the couple's screens a file away from a translation) with eslint-plugin-lingui's
// no-unlocalized-strings, configured in eslint.config.js. These lint snippets as if they were files of
// a host route and a guest feature, to show the rule catches what a person reads and lets through
// what is not prose.

const root = path.resolve(import.meta.dirname, "../../..");
const eslint = new ESLint({ cwd: root });

async function unlocalized(code: string, file: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === "lingui/no-unlocalized-strings").length;
}

const screen = (body: string) => `import { i18n } from "../features/host/host-i18n";\nexport const Screen = () => ${body};\n`;

describe("no English prose outside the catalogues", () => {
  it.each([
    ["a heading", "<h1>Your guests</h1>"],
    ["an aria-label", `<button aria-label="Close dialog" />`],
    ["a placeholder", `<input placeholder="Search by name" />`],
    ["a toast", `toastFor("Saved your changes")`],
  ])("fails on %s written in English", async (_, body) => {
    expect(await unlocalized(screen(body), "src/web/routes/probe.tsx")).toBeGreaterThan(0);
    expect(await unlocalized(screen(body), "src/web/features/invitation/probe.tsx")).toBeGreaterThan(0);
  });

  it.each([
    ["a message through the catalogue", `<h1>{i18n._({ id: "probe.title", message: "Your guests" })}</h1>`],
    ["a Tailwind class list", `<p className={cls("rounded-lg bg-white px-3 text-stone-900")} />`],
    ["a style constant", `({ primary: "bg-blush-600 text-white hover:bg-blush-700" })`],
    ["an SVG path", `<path d="M4 6.5h16v13H4zM4 10.5h16" />`],
    ["the product's name", `<span>Forever RSVP</span>`],
  ])("lets through %s", async (_, body) => {
    expect(await unlocalized(screen(body), "src/web/routes/probe.tsx")).toBe(0);
  });
});
