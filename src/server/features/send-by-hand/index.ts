// Sending by hand's public surface (docs/decisions/0029-one-owner-per-table.md): nothing. It owns no
// table (the mark is the guest list's, the outbox mail's); app.ts registers its routes.
export {};
