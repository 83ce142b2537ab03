// The seating feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `seating_plans`, `seating_tables` and `seat_assignments` tables; nobody else writes them, and
// app.ts registers its routes. Check-in reads the plan (who is coming, at which table) through `readPlan`.
export { readPlan } from "./plan-view";
