// npm run lighthouse: Lighthouse 12 (mobile profile, Debian Chromium) on /, /rsvp/{code} (with and without the website's sections), /save-the-date/{code} and /table/{code}
// against a production build served by the real server. Scores go to bench/results/.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { attachPhoto, createGuestWedding, type GuestWedding } from "../e2e/guest-support";
import { FULL_CHROME_PATH } from "../e2e/support/browser";
import { startServer } from "../e2e/support/server";

/** One section of each kind, as a couple would write them: the page the budget's "every section" row measures. */
async function addEverySection(base: string, guest: GuestWedding, photo: string): Promise<void> {
  const sections = [
    {
      kind: "story",
      title: "Our story",
      body: "We met on a slow train to Lyon and missed our stop talking.\n\nSix years later, here we are.",
      photos: [photo, photo],
    },
    // The schedule as a section: the wedding's events, listed at its place (the invitation then lists none).
    { kind: "schedule", title: "The day", body: "Here is what happens when." },
    {
      kind: "travel",
      title: "Travel and stay",
      body: "Trains leave Waterloo every 30 minutes.",
      items: [
        { label: "Kew Gardens Hotel", url: "https://www.example.com/kew-hotel", detail: "Ask for the wedding rate." },
        { label: "Map", url: "https://www.openstreetmap.org/#map=16/51.48/-0.29" },
      ],
    },
    {
      kind: "things_to_do",
      title: "Things to do",
      items: [
        { label: "The Palm House", detail: "A Victorian glasshouse." },
        { label: "Richmond Park", url: "https://www.royalparks.org.uk/parks/richmond-park" },
      ],
    },
    {
      kind: "qa",
      title: "Questions and answers",
      items: [
        { label: "Is there parking?", detail: "Yes, at the Brentford Gate." },
        { label: "Can I bring a plus one?", detail: "Your invitation says how many seats are yours." },
      ],
    },
    {
      kind: "registry",
      title: "Registry and funds",
      items: [{ label: "Honeymoon fund", url: "https://gifts.example.com/amelia-jonah", detail: "Anything helps." }],
    },
    {
      kind: "wedding_party",
      title: "The wedding party",
      items: [
        { label: "Ngozi", detail: "Maid of honour", photoUrl: photo },
        { label: "Tom", detail: "Best man", photoUrl: photo },
      ],
    },
  ];
  for (const section of sections) {
    const response = await fetch(`${base}/api/weddings/${guest.wedding.id}/website/sections`, {
      method: "POST",
      headers: { ...guest.auth, "content-type": "application/json" },
      body: JSON.stringify(section),
    });
    if (response.status !== 201) throw new Error(`section ${section.kind}: ${response.status} ${await response.text()}`);
  }
}

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "rsvp-lh-dist-"));
execFileSync(process.execPath, [path.join(import.meta.dirname, "../scripts/build-if-stale.mjs")], {
  env: { ...process.env, WEB_DIST_DIR: distDir },
  stdio: "inherit",
});
const server = await startServer({ WEB_DIST_DIR: distDir });
const lines: string[] = [];
try {
  const guest = await createGuestWedding(server.url, { childrenPolicy: "We love your little ones, but our celebration is adults only." });
  await attachPhoto(server.url, guest);
  // A second wedding with every kind of website section (docs/decisions/0045-website-sections.md), photos included.
  const site = await createGuestWedding(server.url, { childrenPolicy: "Adults only, please." });
  const sitePhoto = await attachPhoto(server.url, site);
  await addEverySection(server.url, site, sitePhoto);
  // The entrance page of "find my table" (issue 30 item 8; docs/decisions/0038-find-my-table.md), switched on.
  const switched = await fetch(`${server.url}/api/weddings/${guest.wedding.id}/seating/find-table`, {
    method: "PUT",
    headers: { ...guest.auth, "content-type": "application/json" },
    body: JSON.stringify({ on: true }),
  });
  if (switched.status !== 200) throw new Error(`find my table: ${switched.status} ${await switched.text()}`);
  const pages = {
    "/": "/",
    "/rsvp/{code}": `/rsvp/${guest.wedding.uniqueCode}`,
    "/save-the-date/{code}": `/save-the-date/${guest.wedding.uniqueCode}`,
    "/rsvp/{code} every section": `/rsvp/${site.wedding.uniqueCode}`,
    "/table/{code}": `/table/${guest.wedding.uniqueCode}`,
  };
  for (const [name, route] of Object.entries(pages)) {
    const out = path.join(distDir, `lh-${name.replace(/\W+/g, "_")}.json`);
    execFileSync(
      path.join(import.meta.dirname, "../node_modules/.bin/lighthouse"),
      [
        `${server.url}${route}`,
        "--quiet",
        "--output=json",
        `--output-path=${out}`,
        "--only-categories=performance,accessibility,best-practices",
        "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync",
      ],
      { env: { ...process.env, CHROME_PATH: FULL_CHROME_PATH }, stdio: "inherit" },
    );
    const report = JSON.parse(fs.readFileSync(out, "utf8"));
    const score = (key: string) => Math.round(report.categories[key].score * 100);
    const metric = (key: string) => report.audits[key].displayValue;
    // Name what cost points, so a score below 100 comes with its reason.
    for (const ref of report.categories.accessibility.auditRefs as Array<{ id: string; weight: number }>) {
      const audit = report.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const nodes = (audit.details?.items ?? []).map((item: { node?: { snippet?: string } }) => item.node?.snippet).filter(Boolean);
        console.log(`${name}: accessibility audit failed: ${ref.id} (${audit.title}) ${nodes.slice(0, 3).join(" | ")}`);
      }
    }
    // And what blocked the main thread, when the score is below 100: the long tasks by script.
    if (score("performance") < 100) {
      const tasks = (report.audits["long-tasks"]?.details?.items ?? []) as Array<{ url: string; duration: number; startTime: number }>;
      for (const task of tasks.slice(0, 5)) console.log(`${name}: long task ${Math.round(task.duration)} ms at ${Math.round(task.startTime)} ms: ${task.url}`);
    }
    lines.push(
      `| ${name} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${metric("first-contentful-paint")} | ${metric("largest-contentful-paint")} | ${metric("total-blocking-time")} | ${metric("cumulative-layout-shift")} |`,
    );
  }
} finally {
  await server.stop();
}
const table = [
  `${new Date().toISOString()} · Lighthouse 12, mobile profile (simulated slow 4G, 4x CPU), Debian Chromium`,
  "",
  "| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |",
  "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
  ...lines,
].join("\n");
console.log(table);
fs.mkdirSync(path.join(import.meta.dirname, "results"), { recursive: true });
fs.writeFileSync(path.join(import.meta.dirname, "results", "lighthouse-latest.md"), `${table}\n`);
fs.rmSync(distDir, { recursive: true, force: true });
