// The activity feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns
// `activity_log` and `activity_pruned`. app.ts registers its hook and its one route; no other
// feature calls it, so no change can forget to be recorded (docs/decisions/0047-activity-log.md).
export { registerActivityLog } from "./hook";
export { registerActivityRoutes } from "./routes";
export { ACTIVITY_BOUND } from "./service";
