// The mail feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// outbox and the mail tables, and other features queue mail only through these. Its renderers,
// worker, jobs and routes are its own (app.ts starts and registers them).
export { guestConfirmationRow } from "./confirmation-draft";
export { coupleNotice } from "./couple-notice";
export { wakeWorkers } from "./enqueue";
export {
  confirmationInsert,
  confirmationInsertText,
  coupleNoticeRows,
  insertReplyMail,
  type ConfirmationSources,
  type CoupleNotice,
  type ReplyMail,
} from "./reply-mail";
// Sending by hand (docs/decisions/0035-sending-by-hand.md): the invitation's words as a message, who was emailed, whether mail goes out.
export { emailedPartyIds } from "./emailed-parties";
export { handInvitation } from "./messages/by-hand";
export { mailDelivery } from "./delivery";
// The erase (docs/decisions/0046-take-it-or-erase-it.md): the scheduled mail's keys that name the wedding.
export { dropUnsentPartyMail, dropUnsentReplyMail, forgetWeddingJobRuns } from "./erase-repository";
// Restoring from the trash (docs/decisions/0049-trash.md): the messages a delete took, back in the queue.
export { restoreMailRows } from "./trash-rows";
