// Check-in's public surface (docs/decisions/0029-one-owner-per-table.md): it owns `check_ins`;
// nobody else uses it, and app.ts registers its routes.
export {};
