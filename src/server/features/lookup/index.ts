// The lookup's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `guest_notes` table. Nothing else uses it; app.ts registers its routes and its suggestions.
export {};
