// The trash's public surface (docs/decisions/0029-one-owner-per-table.md, 0049-trash.md): it owns
// `trash_entries`. It holds the transactions of a household's and a reply's delete, asking each
// owner to let go of its rows; app.ts registers its routes. A guest erasing their reply asks it
// to forget the reply, or erases the reply's entry when the couple had deleted it (features/erase/).
export { eraseTrashedReply, trashedReplyOf } from "./guest-erase";
export { forgetReplyInTrash } from "./service";
// The guest list's bulk delete, handed to it through the context by app.ts.
export { deletePartiesToTrash as trashParties } from "./party";
// The questions editor's save, handed to it through the context by app.ts.
export { trashQuestions } from "./records";
export { registerTrashRoutes } from "./routes";
