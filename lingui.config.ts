import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

/**
 * Message catalogues for the guest-facing text (issue 16), one per audience so a phone loads
 * only what its page needs. Messages are written with Lingui's runtime API and explicit ids
 * (`i18n._({ id, message })`, `<Trans id message />`), not its macros: the server renders the
 * web app's invitation components and writes emails through tsx, which runs no Babel plugin.
 * `npm run i18n:extract` collects the ids into the .po files (English is the source locale);
 * `npm run i18n:compile` writes the compiled modules beside them, which the app imports.
 * Decision record: docs/decisions/0017-guest-languages.md.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "fr", "de", "it", "pt", "pl", "ar"],
  fallbackLocales: { default: "en" },
  format: formatter({ lineNumbers: false }),
  compileNamespace: "es",
  catalogs: [
    // The guest pages in the browser and in the server's first paint, with the components they
    // share with the couple's screens: only guest-facing folders, so no host message weighs on a phone.
    {
      path: "<rootDir>/src/locales/guest/{locale}",
      include: [
        ...["app.tsx", "main.tsx", "lib", "components", "routes/rsvp.tsx", "routes/save-the-date.tsx", "routes/table.tsx"],
        ...["calendar", "find-invitation", "find-table", "hotels", "invitation", "party-reply", "qr", "reply-form", "rsvp"].map(
          (folder) => `features/${folder}`,
        ),
        // The printed seating cards guests read (escort, place and table cards): their fixed words
        // are in the wedding's language, though the couple's print screen around them is English.
        "features/seating-cards",
      ].map((folder) => `<rootDir>/src/web/${folder}`),
      exclude: ["**/*.test.*", "<rootDir>/src/web/components/top-bar.tsx"],
    },
    // The public site's front page and the top bar every page of the couple's shows: English only
    // for now, like the host catalogue, but apart from it so the front page downloads its own
    // few messages, not every screen's (docs/decisions/0017-guest-languages.md).
    {
      path: "<rootDir>/src/locales/site/{locale}",
      include: ["features/landing", "components/top-bar.tsx", "routes/landing.tsx"].map((folder) => `<rootDir>/src/web/${folder}`),
      exclude: ["**/*.test.*"],
    },
    // The couple's screens (issue 16, item 4): English only for now; a translator adds a language
    // by filling src/locales/host/{locale}.po (docs/decisions/0017-guest-languages.md).
    {
      path: "<rootDir>/src/locales/host/{locale}",
      include: [
        "routes",
        ...[
          "access",
          "admin",
          "check-in",
          "dashboard",
          "events",
          "website",
          "guest-list",
          "host",
          "live",
          "mail-preview",
          "notifications",
          "outbox",
          "photos",
          "responses",
          "seating",
          "send-by-hand",
        ].map((folder) => `features/${folder}`),
        ...["suggestions", "themes", "translations", "addresses", "gifts", "activity", "trash"].map((folder) => `features/${folder}`),
      ].map((folder) => `<rootDir>/src/web/${folder}`),
      exclude: ["**/*.test.*", ...["rsvp", "save-the-date", "table", "landing"].map((route) => `<rootDir>/src/web/routes/${route}.tsx`)],
    },
    // A household's postal address form (issue 32 item 3): a chunk of its own, fetched only when
    // the couple asks for addresses, so its words stay out of the guest catalogue's first load
    // (docs/decisions/0044-addresses-and-gifts.md).
    { path: "<rootDir>/src/locales/address/{locale}", include: ["<rootDir>/src/web/features/postal-address"], exclude: ["**/*.test.*"] },
    // A guest's confirm before deleting their reply, and its done state (issue 31 item 4): a chunk
    // of its own, fetched when the guest asks, so its words stay out of every reply page's first load
    // (docs/decisions/0046-take-it-or-erase-it.md).
    { path: "<rootDir>/src/locales/reply-erase/{locale}", include: ["<rootDir>/src/web/features/reply-erase"], exclude: ["**/*.test.*"] },
    // The calendar event's text, shared by the browser's calendar button and the emails' .ics.
    { path: "<rootDir>/src/locales/calendar/{locale}", include: ["<rootDir>/src/contract/calendar"], exclude: ["**/*.test.*"] },
    // Guest-facing emails and the guest-facing pages the server writes itself.
    { path: "<rootDir>/src/locales/mail/{locale}", include: ["<rootDir>/src/server"], exclude: ["**/*.test.*"] },
  ],
});
