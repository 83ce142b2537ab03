// Lint rules that turn the layout of docs/architecture.md into errors (as bulletproof-react
// does with its folder boundaries). Every exception below carries its reason.
import fs from "node:fs";
import checkFile from "eslint-plugin-check-file";
import importX from "eslint-plugin-import-x";
import lingui from "eslint-plugin-lingui";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

const serverFeatures = fs
  .readdirSync("src/server/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// A feature's public surface is its index.ts (docs/decisions/0029-one-owner-per-table.md): another
// feature, or the server's shared code, imports only that, whatever the file it wants is called.
// A feature's own files and tests use its internals freely. Two importers may reach further:
// app.ts, which registers every feature's routes and starts its workers, and the cross-cutting
// tests beside it (src/server/*.test.ts), which fuzz and translate every feature's internals.
const serverShared = ["plugins", "db", "test", "context.ts", "config.ts", "errors.ts", "i18n.ts", "mail-config.ts", "main.ts", "secrets.ts"];
const foreignInternals = serverFeatures.flatMap((other) => [
  ...serverFeatures
    .filter((feature) => feature !== other)
    .map((feature) => ({
      target: `./src/server/features/${feature}`,
      from: `./src/server/features/${other}`,
      except: ["./index.ts"],
      message: `The ${feature} feature may use ${other} only through ${other}/index.ts.`,
    })),
  {
    target: serverShared.map((path) => `./src/server/${path}`),
    from: `./src/server/features/${other}`,
    except: ["./index.ts"],
    message: `Shared server code may use ${other} only through ${other}/index.ts.`,
  },
]);

// Web features that make one screen are not building blocks for another: what two screens
// share (the reply form, host access, the invitation card) lives in a feature of its own.
const webFeatures = fs
  .readdirSync("src/web/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webScreenFeatures = ["admin", "dashboard", "landing", "responses", "rsvp", "guest-list"];
const foreignScreens = webFeatures.flatMap((feature) =>
  webScreenFeatures
    .filter((screen) => screen !== feature)
    .map((screen) => ({
      target: `./src/web/features/${feature}`,
      from: `./src/web/features/${screen}`,
      // The couple's correction dialog names a household's guests from the list the responses
      // screen already holds (the same cached query), not from a second copy of it.
      ...(feature === "responses" && screen === "guest-list" ? { except: ["./api.ts"] } : {}),
      message: `${screen} is a screen's own feature; move what ${feature} needs from it into a shared feature.`,
    })),
);

const sharedZones = [
  { target: "./src/web", from: "./src/server", message: "The web app never imports server code; share through src/contract." },
  { target: "./src/contract", from: ["./src/server", "./src/web"], message: "The contract is imported by both sides and imports neither." },
  {
    target: "./src/server/features/*/routes.ts",
    from: "./src/server/features/*/repository.ts",
    message: "Routes call services; SQL stays behind the service.",
  },
  ...foreignInternals,
  ...foreignScreens,
];

// Each table has one writing feature (docs/decisions/0029-one-owner-per-table.md), and the others
// read it through that feature's index.ts: a feature's files may import from db/schema only the
// tables it owns (row types are free). docs/architecture.md "Who writes what" lists the same map.
const tableOwners = {
  weddings: ["weddings"],
  questions: ["questions"],
  events: ["events", "eventParties"],
  responses: ["responses"],
  "guest-list": ["parties", "guests"],
  lookup: ["guestNotes"],
  photos: ["uploads"],
  seating: ["seatingPlans", "seatingTables", "seatAssignments"],
  "check-in": ["checkIns"],
  access: ["accessLinks"],
  activity: ["activityLog", "activityPruned"],
  addresses: ["addressRequests", "partyAddresses"],
  gifts: ["gifts"],
  website: ["websiteSections", "websitePasswords"],
  trash: ["trashEntries"],
  mail: ["outboxMessages", "coupleAddresses", "mailJobRuns", "mailSendCounts", "mailRecipients", "mailRecipientDays", "mailLinkKeys"],
};
// A read of another feature's table in a feature's own statement, with its reason.
const tableReads = {
  // The photo sweeper keeps an upload a wedding shows, in one statement; the weddings feature
  // depends on photos (it checks a photo it takes), so photos cannot import it back; the same
  // holds for a website section's photos (the website feature checks them through photos), and for
  // a section's photos in the trash (the trash depends on the website feature, which depends on photos).
  photos: ["weddings", "websiteSections", "trashEntries"],
};
const allTables = Object.values(tableOwners).flat();
const noFastify = { name: "fastify", message: "Services never see Fastify: take plain values." };
const serviceFiles = ["service.ts", "*-service.ts", "repository.ts"];
const tableOwnership = serverFeatures.flatMap((feature) => {
  const allowed = new Set([...(tableOwners[feature] ?? []), ...(tableReads[feature] ?? [])]);
  const foreign = allTables.filter((table) => !allowed.has(table));
  const tables = {
    group: ["**/db/schema"],
    importNames: foreign,
    message: `${feature} may import only its own tables from db/schema; read another's through its index.ts (the owner of each: eslint.config.js tableOwners).`,
  };
  const inFeature = (files) => files.map((file) => `src/server/features/${feature}/**/${file}`);
  const tests = inFeature(["*.test.ts", "test-*.ts"]);
  return [
    { files: inFeature(serviceFiles), ignores: tests, rules: { "no-restricted-imports": ["error", { paths: [noFastify], patterns: [tables] }] } },
    { files: inFeature(["*.ts"]), ignores: [...tests, ...inFeature(serviceFiles)], rules: { "no-restricted-imports": ["error", { patterns: [tables] }] } },
  ];
});

const noWebInServer = {
  target: "./src/server",
  from: "./src/web",
  message: "Only features/pages/prerender.ts paints web components on the server.",
};

const processEnv = {
  selector: "MemberExpression[object.name='process'][property.name='env']",
  message: "Settings are read once, in src/server/config.ts; take them from the Config.",
};

// Every string a person reads goes through Lingui (docs/decisions/0017-guest-languages.md): the
// guest pages in eight languages, the couple's screens in the host catalogue. The rule matches
// every literal and lets through what is not prose: Tailwind class lists, SVG paths, single
// lowercase tokens, constants, and the brand and product names below, which are not translated.
const unlocalizedStrings = {
  ignore: [
    "^(?![A-Z])\\S+$", // one lowercase token: a key, a value, a unit
    "^[A-Z0-9_-]+$", // CONSTANT_CASE
    "^(?=.*-)[a-z0-9!:/\\[\\]()#.,%_&>*=@'-]+( [a-z0-9!:/\\[\\]()#.,%_&>*=@'-]+)*$", // a Tailwind class list
    "^[Mm][\\d .,hvlcsqtazHVLCSQTAZ-]+$", // an SVG path
    "^(Forever RSVP|Google Maps|Google Calendar|Outlook|Booking\\.com|OpenStreetMap|Airbnb)$",
  ],
  ignoreNames: [
    { regex: { pattern: "className", flags: "i" } },
    { regex: { pattern: "^[A-Z0-9_-]+$" } },
    ...["type", "id", "href", "to", "rel", "target", "role", "name", "key", "src", "srcSet", "width", "height"],
    ...["variant", "size", "method", "accept", "autoComplete", "inputMode", "enterKeyHint", "rootMargin", "lang", "dir"],
  ],
  ignoreFunctions: [
    ...["cn", "Error", "console.*", "URL", "URLSearchParams", "fetch", "icon"],
    ...["*.addEventListener", "*.removeEventListener", "*.querySelector", "*.querySelectorAll", "*.getElementById"],
    ...["*.includes", "*.startsWith", "*.endsWith", "*.setAttribute", "*.getAttribute", "*.set", "*.get", "*.has", "*.append", "*.matchMedia"],
  ],
};

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "src/server/db/migrations/**", "coverage/**", "src/locales/**/*.ts"] },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "check-file": checkFile },
    settings: {
      "import-x/resolver": { node: { extensions: [".ts", ".tsx", ".js", ".mjs"] } },
      // no-cycle follows imports by parsing the imported files, which needs the TypeScript parser.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // no-cycle follows every import and takes most of the lint's time; a test file is imported by
      // nothing, so it cannot close a cycle, and the rule is off for test files (below).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-restricted-paths": ["error", { zones: [...sharedZones, noWebInServer] }],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "src/**/": "KEBAB_CASE", "e2e/**/": "KEBAB_CASE", "bench/**/": "KEBAB_CASE" }],
    },
  },
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: { "import-x/no-cycle": "off" },
  },
  {
    // The guest pages are painted on the server with the invitation's own components so the
    // first view needs no JavaScript (docs/decisions/0008-server-painted-guest-pages.md); that
    // one file may import them, and only from the invitation feature, with the guest pages'
    // Lingui instance that paints them in the guest's language (docs/decisions/0017-guest-languages.md).
    files: ["src/server/features/pages/prerender.ts"],
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...sharedZones, { ...noWebInServer, except: ["./features/invitation", "./lib/i18n.ts", "./lib/i18n-react.tsx"] }] },
      ],
    },
  },
  {
    // The import's API test feeds the real route what the browser's parser makes of the fixture
    // files, so the preview and what is stored cannot drift (docs/decisions/0030-person-identity-and-import.md).
    files: ["src/server/features/guest-list/import-files.test.ts"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...sharedZones, { ...noWebInServer, except: ["./features/guest-list/import/parsing"] }] }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // Tests and their harness start child processes with an environment of their own.
    ignores: ["src/server/config.ts", "src/**/*.test.ts", "src/**/*.test.tsx", "src/server/test/**"],
    rules: { "no-restricted-syntax": ["error", processEnv] },
  },
  {
    // Services take the wedding the host-access hook resolved and plain input; HTTP stays in routes.
    files: ["src/server/features/**/service.ts", "src/server/features/**/*-service.ts", "src/server/features/**/repository.ts"],
    rules: { "no-restricted-imports": ["error", { paths: [noFastify] }] },
  },
  // After the rule above: these repeat its fastify path for the same files, as a later setting of a rule replaces an earlier one.
  ...tableOwnership,
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    // The import's parsing (docs/decisions/0030-person-identity-and-import.md) reads what couples
    // write in eight languages: its strings are word lists to match, not text to show, and its
    // notes to the couple are English sentences as they were while it lived in src/contract
    // (docs/decisions/0025: the host screens are English).
    ignores: ["src/web/**/*.test.{ts,tsx}", "src/web/features/guest-list/import/parsing/**"],
    plugins: { lingui },
    rules: { "lingui/no-unlocalized-strings": ["error", unlocalizedStrings] },
  },
);
