// The suggestions feature's public surface (docs/decisions/0029-one-owner-per-table.md): nothing; it owns
// no table, and only app.ts registers its routes.
export {};
