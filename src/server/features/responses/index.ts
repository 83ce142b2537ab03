// The responses feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns
// the `responses` table, and other features read and change replies only through these. A
// party's own reply (its link's view, its keys, the own-reply rule and saving it) is party-reply/'s.
// Nothing here reads the guest list: the guest list reads replies through this file, so what
// needs a household (host-entry-service.ts, party-reply/link-service.ts) stays behind it.
export { acquireHeavyRead, withRetryHint } from "./heavy-reads";
export { replyNames, suggestResponseParty } from "./party-reply/party-link";
export { linkReplyExists, ownRepliesOfParties, ownReplyExists, ownReplyFactsOfWedding, setOwnRepliesSide, type PartyReplyRow } from "./party-reply/repository";
export { repliesBetween } from "./repository";
export { findReply, findWeddingOfResponse } from "./service";
export { streamResponseText } from "./stream-service";
export { repliesOfWedding } from "./wedding-replies";
// A guest erasing their own reply (docs/decisions/0046-take-it-or-erase-it.md): the erase feature holds the transaction.
export { deleteReplyRow, replyOfEditLink } from "./own-reply-erase";
export { findPartyReply } from "./party-reply/repository";
// The trash (docs/decisions/0049-trash.md): a reply the couple deleted, taken whole and put back by the own-reply rule.
export { lockReply, replyLinks, restoreReply, takeReply } from "./trash-rows";
