// The seating feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `seating_plans`, `seating_tables` and `seat_assignments` tables; nobody else writes them, and
// app.ts registers its routes. The exports read the plan as the couple's screen does, for the
// caterer's sheet (docs/decisions/0037-seating-print.md); check-in reads who is coming, at which
// table, through `readPlan` too. The wedding's public view reads the "Find my table" switch
// (decision 0038); the file it names imports no other feature, so the weddings feature may
// import it without a cycle.
export { readPlan } from "./plan-view";
export { findMyTableOn } from "./find-table-setting";
