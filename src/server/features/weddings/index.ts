// The weddings feature's public surface (docs/decisions/0029-one-owner-per-table.md): it owns the
// `weddings` table and the cached public view of a wedding (its questions and events, read
// through their features), and other features read and change weddings only through these.
export { readLanguages } from "./languages";
export { PublicWeddingCache, type PublicWeddingView } from "./public-cache";
export { getPublicView, viewFor } from "./public-view";
export {
  announceWeddingChange,
  deleteWeddingRow,
  editTokenKey,
  findWedding,
  requireWedding,
  setGuestListSettings,
  setNotifyEachReply,
  setReminderDays,
  updateWedding,
  weddingsWithScheduledReminders,
} from "./service";
