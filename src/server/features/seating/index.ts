// The seating feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `seating_plans`, `seating_tables`, `seat_assignments`, `seating_rules` and room tables; nobody else writes them, and
// app.ts registers its routes. The exports read the plan as the couple's screen does, for the
// caterer's sheet (docs/decisions/0037-seating-print.md); check-in reads who is coming, at which
// table, through `readPlan` too. app.ts hands `seatingPublicFlags` ("Find my table", decision
// 0038) to the wedding's public view through the context.
export { readPlan } from "./plan-view";
export { planEventHook, requestEvent, ZPlanEventQuery, type PlanEvent } from "./plan-event";
export { seatingPublicFlags } from "./find-table-setting";
// A guest erasing their own reply (docs/decisions/0046-take-it-or-erase-it.md): the seats of the people it named.
export { unseatReplyPeople } from "./repository";
// The trash (docs/decisions/0049-trash.md): a deleted household's seats, and seats put back where there is room.
export { reseat, takeRulesNaming, unseatGuests } from "./repository";
// The trash's delete of a table (docs/decisions/0049-trash.md): under the plan's rules and lock, its row and seats by the owner.
// Its rules' and room features' deletes too (the trash's as their last step), and their room on the way back.
export { deleteTable } from "./service";
export { removeRule } from "./rules-service";
export { deleteFeature } from "./room-service";
export { roomForTable } from "./repository";
export { checkRulePeople, featureRecord, roomForFeature, roomForRule, ruleRecord, rulesWithRoom, tableRecord } from "./trash-record";
export { HOST_WRITES_PER_ADDRESS as SEATING_WRITES_PER_ADDRESS, HOST_WRITES_PER_WEDDING as SEATING_WRITES_PER_WEDDING } from "./write-limits";
