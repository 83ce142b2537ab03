// The lookup's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `guest_notes` table. "Find my table" (the seating feature) finds a guest by the lookup's own
// matching, strict check, daily bounds and per-address limit (docs/decisions/0038-find-my-table.md);
// app.ts registers the lookup's routes and its suggestions.
export { matchInvitation, type InvitationMatch, type MatchedLookup } from "./lookup-service";
export { lookupRateLimit } from "./routes";
