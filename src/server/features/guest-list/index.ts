// The guest list's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `parties` and `guests` tables, and other features read and change them only through these.
// Its routes, import and screens' services are its own (app.ts registers the routes).
export { invitationToken } from "./invitation-token";
export { invitationWords } from "./invitation-words";
export { partiesForExport, partyLabels, type NamedSeat, type PartyForExport, type PartyLabel } from "./export-service";
export { findParty, findPartyByTokenHash, guestsOfParty, partiesOfWedding, partyGuestIds, setPartyOptOut } from "./parties";
export { loadGuestListNames, loadLookupDetails, partiesWithAddresses, partyIdsToRemind, readGuestListFingerprint } from "./repository";
export { replyAudience } from "./reply-audience";
export { announceGuestList, findWeddingOfParty, getParty, partyInvitationPath, requirePartyOf } from "./service";
// The trash (docs/decisions/0049-trash.md) holds the delete's transaction, and checks the list's cap on the way back.
export { checkGuestCap, deletePartyRow } from "./service";
export { partyBeforeDelete, partyLinks } from "./trash-rows";
export { markSentByHand, pagePartiesToSend, sentByHandMarks, type PartyToSendFacts } from "./sent-by-hand";
// The household an invitation link opens, with its wedding's invitation: its reply and its erasure start here.
export { requirePartyOfLink } from "./link-party";
