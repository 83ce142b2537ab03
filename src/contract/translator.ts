import type { I18n as Lingui } from "@lingui/core";

/**
 * What text in a language needs from a Lingui instance: `_` and the active `locale`. The server's
 * instances are Lingui's own (src/server/i18n.ts); the pages' one is a few lines of ours with just
 * these (src/web/lib/small-i18n.ts, docs/decisions/0009-hand-written-code-for-the-guest-budget.md),
 * so code used by both (the calendar text, the cards, the reply's labels) asks for this much only.
 */
export type I18n = Pick<Lingui, "_" | "locale">;
