// The erase feature's public surface (docs/decisions/0029-one-owner-per-table.md): nothing. It
// owns no table; it asks each owner to let go of the wedding's rows, and only app.ts registers its route.
export {};
