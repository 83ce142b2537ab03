// The seating feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `seating_plans`, `seating_tables` and `seat_assignments` tables, and app.ts registers its routes.
// The wedding's public view reads the "Find my table" switch (decision 0038) through this; the
// file it names imports no other feature, so the weddings feature may import it without a cycle.
export { findMyTableOn } from "./find-table-setting";
